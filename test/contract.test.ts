import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as errors from "../src/base/errors.js";
import { generators, solvers, wasmGeneratorExport, wasmRowsExports, wasmSolverExport } from "../src/algorithms/registry.js";
import { wasm } from "./support/backends.js";
import type { WasmBackend } from "../src/backends/wasm/backend.js";

describe("the Wasm core and the TypeScript side agree", () => {
  it("status codes of assembly/status.ts equal those of src/errors.ts", () => {
    const source = readFileSync(new URL("../assembly/status.ts", import.meta.url), "utf8");
    const codes = [...source.matchAll(/export const (STATUS_\w+): i32 = (\d+);/g)].map(([, name, value]) => [name, Number(value)]);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of codes) expect((errors as Record<string, unknown>)[name as string], String(name)).toBe(value);
  });

  it("every generator export has a registry entry, and every entry has an export", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => name.startsWith("generate_"));
    const expected = generators.map(wasmGeneratorExport);
    expect(exported.sort()).toEqual([...expected].sort());
  });

  it("every streamable entry has its two stream exports, and every stream export belongs to a streamable entry", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => /^(start_)?rows_/.test(name));
    const expected = generators.filter((entry) => entry.streamable).flatMap((entry) => Object.values(wasmRowsExports(entry)));
    expect(exported.sort()).toEqual([...expected].sort());
  });

  it("every solver export has a registry entry, and every entry has an export", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => name.startsWith("solve_"));
    expect(exported.sort()).toEqual(solvers.map(wasmSolverExport).sort());
  });

  it("registry names and aliases are unique among generators and among solvers", () => {
    for (const entries of [generators, solvers]) {
      const names = entries.flatMap((entry) => [entry.name, ...entry.aliases]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("the ring's first size and the result header agree between assembly/ and src/", () => {
    const ring = readFileSync(new URL("../assembly/solvers/ring.ts", import.meta.url), "utf8");
    const mirror = readFileSync(new URL("../src/reference/solvers/ring.ts", import.meta.url), "utf8");
    const initial = (source: string) => /export const RING_INITIAL(?:: u32)? = (\d+);/.exec(source)?.[1];
    expect(initial(ring)).toBeDefined();
    expect(initial(ring)).toBe(initial(mirror));
    const path = readFileSync(new URL("../assembly/solvers/path.ts", import.meta.url), "utf8");
    const wasmSide = readFileSync(new URL("../src/backends/wasm/backend.ts", import.meta.url), "utf8");
    expect(/export const RESULT_BYTES: usize = (\d+);/.exec(path)?.[1]).toBe(/const RESULT_BYTES = (\d+);/.exec(wasmSide)?.[1]);
  });
});
