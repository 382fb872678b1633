// `npm run test:large`: the 30000×30000 streaming conversions (minutes, GBs of output) and the 10 s load test behind
// the README's figures (npm test runs it for 3 s), kept out of `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/large/**/*.test.ts"],
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
    fileParallelism: false,
    setupFiles: ["test/support/setup.ts"],
    globalSetup: ["test/support/scratch-root.ts"],
  },
});
