// package.json's exports as a consumer's TypeScript reads them: under each condition, the declarations it resolves
// name exactly what the module that condition runs exports (in Node, the entry adds maskFromPng and wasmPath, which
// the browser's entry lacks). TypeScript resolves "daedalus-maze" from a project whose node_modules holds this one.

import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const consumer = mkdtempSync(join(tmpdir(), "daedalus-exports-"));
mkdirSync(join(consumer, "node_modules"));
symlinkSync(root, join(consumer, "node_modules/daedalus-maze"), "dir");
afterAll(() => rmSync(consumer, { recursive: true, force: true }));

// TypeScript's own lib files (lib.dom.d.ts and the rest: 63 of the 150 files a program reads, most of its parsing),
// parsed once for the three programs, as its language service shares them: global scripts under every module option
// here, the same target. The package's declarations are read again by each program.
const libFiles = new Map<string, ts.SourceFile | undefined>();

/** The names the declarations "daedalus-maze" resolves to under these options declare, and that file's path. */
function declared(options: ts.CompilerOptions): { file: string; names: string[] } {
  const entry = join(consumer, "index.ts");
  const host = ts.createCompilerHost(options);
  const source = 'export * from "daedalus-maze";\nexport {};\n';
  const getSourceFile = host.getSourceFile;
  const libDirectory = host.getDefaultLibLocation!();
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (name === entry) return ts.createSourceFile(name, source, ts.ScriptTarget.ES2022);
    if (dirname(name) !== libDirectory) return getSourceFile(name, languageVersion, ...rest);
    const key = `${name} ${JSON.stringify(languageVersion)}`;
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile(name, languageVersion, ...rest));
    return libFiles.get(key);
  };
  const resolved = ts.resolveModuleName("daedalus-maze", entry, options, host).resolvedModule;
  if (!resolved) throw new Error("TypeScript does not resolve daedalus-maze");
  const program = ts.createProgram([entry], { ...options, noEmit: true, skipLibCheck: true, types: [] }, host);
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(resolved.resolvedFileName)!)!;
  return {
    file: resolved.resolvedFileName,
    names: checker
      .getExportsOfModule(symbol)
      .map((s) => s.name)
      .sort(),
  };
}

async function runtime(file: string): Promise<string[]> {
  return Object.keys(await import(pathToFileURL(join(root, file)).href)).sort();
}

describe("the package's types under each condition", () => {
  it.each([
    ["node16", "dist/node", { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }],
    ["nodenext", "dist/node", { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }],
    ["bundler", "dist/index", { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }],
  ] as const)("moduleResolution %s declares what %s.js exports", async (_name, module, options) => {
    const { file, names } = declared({ target: ts.ScriptTarget.ES2022, strict: true, ...options });
    expect(file.endsWith(`${module}.d.ts`), file).toBe(true);
    const exported = await runtime(`${module}.js`);
    // Type-only exports have no runtime value; every runtime export has a declaration.
    expect(exported.filter((name) => !names.includes(name))).toEqual([]);
    if (module === "dist/node") expect(names).toEqual(expect.arrayContaining(["maskFromPng", "wasmPath"]));
  });
});
