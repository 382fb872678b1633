import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** The build's output (npm run build), as a pattern for absolute paths. */
const dist = fileURLToPath(new URL("./dist/", import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The 30000×30000 conversions and the 10 s load test run with `npm run test:large` (vitest.large.config.ts).
    exclude: [...configDefaults.exclude, "test/large/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Measured on the 2-core machine (with the defaults, the suite took about twice as long): an isolated file
    // re-imports the API and compiles the Wasm core with TurboFan again (src/node.ts), so files share one module graph
    // per worker instead (no test relies on another's module state; the suite passes under --sequence.shuffle); and
    // vitest's default of cores − 1 workers ran one file at a time here, while the CLI tests mostly wait on children.
    isolate: false,
    maxWorkers: "100%",
    // toEqual compares integer typed arrays as bytes (vitest's deep equality took 10-30 µs a cell): test/support/setup.ts.
    setupFiles: ["test/support/setup.ts"],
    // Scratch files under os.tmpdir() go in one folder per run, removed at its end.
    globalSetup: ["test/support/scratch-root.ts"],
    // The built modules a test imports (test/package-exports.test.ts: what dist/node.js exports) load as Node loads
    // them, not through Vite's transform: 2.6 s for dist/node.js and its imports, 0.3 s natively.
    server: { deps: { external: [new RegExp(`^${dist}`)] } },
  },
});
