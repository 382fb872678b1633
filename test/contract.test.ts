import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { workingBytes } from "../src/algorithms/define.js";
import { generators } from "../src/algorithms/generators.js";
import { solvers } from "../src/algorithms/solvers.js";
import type { WasmBackend } from "../src/backends/wasm/backend.js";
import { generatorExport, rowsExports, solverExport } from "../src/backends/wasm/exports.js";
import * as errors from "../src/base/errors.js";
import * as abi from "../src/grid/abi.js";
import * as layout from "../src/grid/layout.js";
import * as referenceGrid from "../src/reference/grid.js";
import * as referenceRandom from "../src/reference/random.js";
import * as referenceStatus from "../src/reference/status.js";
import { wasm } from "./support/backends.js";

describe("the Wasm core and the TypeScript side agree", () => {
  it("status codes of assembly/status.ts equal those of src/base/errors.ts", () => {
    const source = readFileSync(new URL("../assembly/status.ts", import.meta.url), "utf8");
    const codes = [...source.matchAll(/export const (STATUS_\w+): i32 = (\d+);/g)].map(([, name, value]) => [name, Number(value)]);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of codes) expect((errors as Record<string, unknown>)[name as string], String(name)).toBe(value);
  });

  it("every generator export has a registry entry, and every entry has an export", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => name.startsWith("generate_"));
    const expected = generators.map((entry) => generatorExport(entry.name));
    expect(exported.sort()).toEqual([...expected].sort());
  });

  it("every streamable entry has its two stream exports, and every stream export belongs to a streamable entry", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => /^(start_)?rows_/.test(name));
    const expected = generators.filter((entry) => entry.streamable).flatMap((entry) => Object.values(rowsExports(entry.name)));
    expect(exported.sort()).toEqual([...expected].sort());
  });

  it("every solver export has a registry entry, and every entry has an export", () => {
    const exported = Object.keys((wasm as WasmBackend).exports).filter((name) => name.startsWith("solve_"));
    expect(exported.sort()).toEqual(solvers.map((entry) => solverExport(entry.name)).sort());
  });

  it("the core's abi_version() equals ABI_VERSION of src/grid/abi.ts and of assembly/version.ts", () => {
    const exports = (wasm as WasmBackend).exports;
    expect(typeof exports.abi_version).toBe("function");
    expect(exports.abi_version() >>> 0).toBe(abi.ABI_VERSION);
    const source = readFileSync(new URL("../assembly/version.ts", import.meta.url), "utf8");
    expect(Number(/export const ABI_VERSION: u32 = (\d+);/.exec(source)?.[1])).toBe(abi.ABI_VERSION);
  });

  it("docs/ABI.md states the registry's working bytes for every generator and solver export, and the analysis passes' reservations", () => {
    const doc = readFileSync(new URL("../docs/ABI.md", import.meta.url), "utf8");
    // A table row `| \`generate_x\` | options | bytes after the grid | …`, the bytes in W and H (·, ⌈ ⌉), maybe with a remark in parentheses.
    const stated = (name: string, width: number, height: number): number => {
      const line = doc.split("\n").find((text) => text.startsWith(`| \`${name}\` |`));
      expect(line, `docs/ABI.md has a row for ${name}`).toBeDefined();
      const row = line!.split("|").map((cell) => cell.trim())[3]!;
      const formula = row
        .replace(/\s*\([^()]*\)\s*$/, "")
        .replaceAll("·", "*")
        .replaceAll("⌈", "Math.ceil(")
        .replaceAll("⌉", ")");
      expect(formula, name).toMatch(/^(?:[-+*/()\d\sWH.]|Math\.ceil)+$/);
      return new Function("W", "H", `return ${formula};`)(width, height);
    };
    for (const [width, height] of [
      [1, 1],
      [13, 9],
      [1000, 3],
    ] as const) {
      for (const entry of generators) expect(stated(generatorExport(entry.name), width, height), entry.name).toBe(workingBytes(entry, width, height));
      for (const entry of solvers) expect(stated(solverExport(entry.name), width, height), entry.name).toBe(workingBytes(entry, width, height));
    }
    // The analysis passes reserve what the Wasm backend reserves (src/grid/abi.ts).
    expect(doc).toContain(`| 4·(W+2)(H+2) + ${abi.ANALYSIS_FIXED} |`);
    expect(doc).toContain(`| ${abi.ANALYSIS_FIXED} |`);
  });

  it("registry names and aliases are unique among generators and among solvers", () => {
    for (const entries of [generators, solvers]) {
      const names = entries.flatMap((entry) => [entry.name, ...entry.aliases]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("the arena's result layout of src/grid/abi.ts mirrors assembly/solvers/path.ts, ring.ts and random.ts", () => {
    const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
    const constant = (text: string, name: string) => Number(new RegExp(`export const ${name}(?:: \\w+)? = (\\w+);`).exec(text)?.[1]);
    expect(constant(source("assembly/solvers/path.ts"), "RESULT_BYTES")).toBe(abi.RESULT_BYTES);
    expect(constant(source("assembly/solvers/path.ts"), "NOT_REACHED")).toBe(abi.NOT_REACHED);
    expect(constant(source("assembly/solvers/ring.ts"), "RING_INITIAL")).toBe(abi.RING_INITIAL);
    expect(constant(source("src/reference/solvers/ring.ts"), "RING_INITIAL")).toBe(abi.RING_INITIAL);
    expect(constant(source("assembly/random.ts"), "RANDOM_STATE_BYTES")).toBe(abi.RANDOM_STATE_WORDS * 4);
    expect(referenceRandom.RANDOM_STATE_WORDS).toBe(abi.RANDOM_STATE_WORDS);
  });

  it("the grid constants of src/grid/layout.ts equal the core's (assembly/grid.ts) and the reference's", () => {
    const core = readFileSync(new URL("../assembly/grid.ts", import.meta.url), "utf8");
    const contract = { N: layout.N, E: layout.E, S: layout.S, W: layout.W, PASSAGES: layout.PASSAGES, BORDER: layout.BORDER };
    const reference = {
      N: referenceGrid.N,
      E: referenceGrid.E,
      S: referenceGrid.S,
      W: referenceGrid.W,
      PASSAGES: referenceGrid.PASSAGES,
      BORDER: referenceGrid.BORDER,
    };
    expect(reference).toEqual(contract);
    for (const [name, value] of Object.entries(contract)) {
      expect(Number(new RegExp(`export const ${name}: u8 = (\\w+);`).exec(core)?.[1]), name).toBe(value);
    }
    for (const [width, height] of [
      [1, 1],
      [7, 3],
      [300, 2],
    ] as const) {
      expect(layout.gridBytes(width, height)).toBe(referenceGrid.gridBytes(width, height));
      expect(layout.cellIndex(width, width - 1, height - 1)).toBe(referenceGrid.cellIndex(width, width - 1, height - 1));
      expect(layout.offsetsFor(width + 2)).toEqual(referenceGrid.offsetsFor(width + 2));
      const ours = new Uint8Array(layout.gridBytes(width, height));
      const theirs = new Uint8Array(ours.length);
      layout.initGrid(ours, width, height, 5);
      referenceGrid.initGrid(theirs, width, height, 5);
      expect(ours).toEqual(theirs);
    }
  });

  it("the status codes of the reference (src/reference/status.ts) equal the core's", () => {
    expect({ ...referenceStatus }).toEqual({
      STATUS_OK: errors.STATUS_OK,
      STATUS_OUT_OF_MEMORY: errors.STATUS_OUT_OF_MEMORY,
      STATUS_BAD_ARGUMENT: errors.STATUS_BAD_ARGUMENT,
      STATUS_UNREACHABLE_DIFFICULTY: errors.STATUS_UNREACHABLE_DIFFICULTY,
    });
  });
});
