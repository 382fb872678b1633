#!/usr/bin/env node
// The daedalus CLI: src/cli/ compiled by tsc into dist/cli/, then bundled into dist/cli-bundle/ (scripts/bundle-cli.mjs)
// by `npm run build`, which `npm install` runs in a clone (prepare) and `npm pack` before packing.

const bundle = new URL("../dist/cli-bundle/main.js", import.meta.url);
try {
  await import(bundle.href);
} catch (error) {
  // Only the bundle itself missing (a clone not built yet); anything else is the CLI's to report.
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || error.url !== bundle.href) throw error;
  process.stderr.write("daedalus: the CLI is not built yet: run `npm run build` in the package's folder first\n");
  process.exitCode = 1;
}
