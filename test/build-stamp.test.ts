// scripts/build-stamp.mjs: `npm run build` is skipped only while every source, config and output is as the last
// finished build left it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentStamp, isUpToDate, STAMP } from "../scripts/build-stamp.mjs";

let root = "";
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const stamp = () => write(STAMP, JSON.stringify(currentStamp(root)));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "daedalus-stamp-"));
  write("assembly/index.ts", "export const a = 1;\n");
  write("src/index.ts", "export const b = 2;\n");
  write("scripts/build.mjs", "// build\n");
  write("package.json", "{}\n");
  write("dist/index.js", "export const b = 2;\n");
  write("build/daedalus.wasm", "\0asm");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build stamp", () => {
  it("is not up to date before a build has written its stamp", () => {
    expect(isUpToDate(root)).toBe(false);
  });

  it("is up to date once stamped, and stays so when a file is rewritten with the same bytes", () => {
    stamp();
    expect(isUpToDate(root)).toBe(true);
    write("src/index.ts", "export const b = 2;\n");
    expect(isUpToDate(root)).toBe(true);
  });

  it.each([
    ["an edited source", () => write("src/index.ts", "export const b = 3;\n")],
    ["a new source", () => write("assembly/extra.ts", "\n")],
    ["a removed source", () => rmSync(join(root, "assembly/index.ts"))],
    ["an edited config", () => write("package.json", '{"x":1}\n')],
    ["a new config", () => write("tsconfig.json", "{}\n")],
    ["an edited output", () => write("dist/index.js", "export const b = 9;\n")],
    ["a removed .wasm", () => rmSync(join(root, "build/daedalus.wasm"))],
    ["a corrupt stamp", () => write(STAMP, "{")],
  ])("is out of date after %s", (_what, change) => {
    stamp();
    change();
    expect(isUpToDate(root)).toBe(false);
  });

  it("leaves the stamp itself out of the outputs' hash", () => {
    const before = currentStamp(root);
    stamp();
    expect(currentStamp(root)).toEqual(before);
  });

  it("hashes a file's name with its bytes: the same bytes moved to another file change the inputs", () => {
    const before = currentStamp(root).inputs;
    rmSync(join(root, "src/index.ts"));
    write("src/other.ts", "export const b = 2;\n");
    expect(currentStamp(root).inputs).not.toBe(before);
  });
});
