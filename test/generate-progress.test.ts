import { describe, expect, it } from "vitest";
import { BusyError, generate, generators, solve } from "../src/node.js";
import { byteDifference } from "./support/bytes.js";

// 1100×1000 = 1.1e6 cells: one report at 2^20 cells inside the run, then the final one.
const width = 1100;
const height = 1000;

// Every generator on Wasm; two on the slower reference, whose ticks mirror the same lines.
const cases = [...generators.map((entry) => ["wasm", entry.name] as const), ["reference", "backtracker"] as const, ["reference", "eller"] as const];

describe("progress and cancellation", () => {
  it.each(cases)("%s %s reports progress and stops when aborted, leaving the backend usable", (backend, algorithm) => {
    const reports: number[] = [];
    const maze = generate({ algorithm, width, height, seed: 3, backend, onProgress: (done, total) => reports.push(done / total) });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.at(-1)).toBe(1);
    expect(reports.slice(0, -1).every((share) => share > 0 && share <= 1)).toBe(true);

    const controller = new AbortController();
    const cancel = () =>
      generate({ algorithm, width, height, seed: 3, backend, signal: controller.signal, onProgress: () => controller.abort(new Error("stop")) });
    expect(cancel).toThrow("stop");
    // The same bytes as before the cancelled run (compared as bytes: toEqual takes seconds on a million cells).
    expect(byteDifference(generate({ algorithm, width, height, seed: 3, backend }).cells, maze.cells)).toBeUndefined();
  });

  it("refuses an onProgress that is not a function and a signal that is not an AbortSignal, by name", () => {
    for (const wrong of [5, "f", {}, 10n, null])
      expect(() => generate({ width: 10, height: 10, seed: 1, onProgress: wrong as never })).toThrow(
        /^onProgress must be a function \(done, total\) => void, got /,
      );
    for (const wrong of [5, "s", {}, { aborted: false }, null, 10n])
      expect(() => generate({ width: 10, height: 10, seed: 1, signal: wrong as never })).toThrow(
        /^signal must be an AbortSignal \(an AbortController's signal\), got /,
      );
  });

  it.each(["wasm", "reference"])("an already-aborted signal stops %s before any work", (backend) => {
    expect(() => generate({ width: 10, height: 10, seed: 1, backend, signal: AbortSignal.abort() })).toThrow("This operation was aborted");
  });
});

describe("calls from inside a generation's callbacks", () => {
  it.each(["wasm", "reference"] as const)(
    "%s: generate() or solve() from onProgress is refused by name, and the backend then gives the usual bytes",
    (backend) => {
      const expected = generate({ algorithm: "wilson", width, height, seed: 4, backend }).cells.slice();
      const small = generate({ width: 5, height: 5, seed: 1, backend });
      for (const inner of [() => generate({ width: 5, height: 5, seed: 2, backend }), () => solve(small, { backend })]) {
        let refusal: unknown;
        const outer = () =>
          generate({
            algorithm: "wilson",
            width,
            height,
            seed: 4,
            backend,
            onProgress: () => {
              try {
                inner();
              } catch (error) {
                refusal = error;
                throw error;
              }
            },
          });
        expect(outer).toThrow(BusyError);
        expect(refusal).toBeInstanceOf(BusyError);
        expect((refusal as BusyError).message).toBe(
          `the ${backend} backend is running a generation: a call from inside its onProgress or signal is refused; make the call after generate() returns, or on the other backend`,
        );
        expect(byteDifference(generate({ algorithm: "wilson", width, height, seed: 4, backend }).cells, expected)).toBeUndefined();
      }
    },
  );

  it("a call on the other backend from inside onProgress is allowed", () => {
    let inner: number | undefined;
    generate({
      width,
      height,
      seed: 1,
      backend: "wasm",
      onProgress: () => (inner ??= generate({ width: 4, height: 4, seed: 1, backend: "reference" }).cells.length),
    });
    expect(inner).toBe(36);
  });
});
