import { configDefaults, defineConfig } from "vitest/config";

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
  },
});
