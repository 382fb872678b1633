import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The 30000×30000 conversions and the 10 s load test run with `npm run test:large` (vitest.large.config.ts).
    exclude: [...configDefaults.exclude, "test/large/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
