// The import rules of docs/ARCHITECTURE.md, checked by `npm run lint:imports` (part of `npm test`).
// Layers, bottom up: base → grid → algorithms → backends → tiles → the API (maze, generate, solve, stream) → analysis,
// transforms, takuzu, gridmap, game, adapters → cli, server, bench, web. Formats and masks sit on grid alone.

/** A path pattern for these folders of src/. */
const under = (...folders) => `^src/(${folders.join("|")})/`;
const API = "^src/(maze|generate|solve|stream|on-topology|index|node)\\.ts$";

/** `from` may import nothing under `to` (both path patterns). */
const layer = (name, comment, from, to) => ({ name, comment, severity: "error", from: { path: from }, to: { path: to } });

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "No module may reach itself through its imports, type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "one-door-to-wasm",
      comment: "Only src/backends/ reaches the Wasm instance; the entry points re-export its loaders.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/backends/", "^src/(index|node)\\.ts$"] },
      to: { path: ["^src/backends/wasm/", "@assemblyscript/loader"] },
    },
    {
      name: "loader-only-in-wasm-backend",
      comment: "The module loader is the Wasm backend's business.",
      severity: "error",
      from: { pathNot: "^src/backends/wasm/" },
      to: { path: "@assemblyscript/loader" },
    },
    {
      name: "reference-is-the-oracle",
      comment: "Only the backends and the registry run the reference; everything else takes the contract from src/grid/.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/reference/", "^src/backends/", "^src/algorithms/(generators|solvers|topology)\\.ts$"] },
      to: { path: "^src/reference/" },
    },
    {
      name: "reference-stands-alone",
      comment: "The reference is an independent mirror of assembly/: it imports nothing outside itself.",
      severity: "error",
      from: { path: "^src/reference/" },
      to: { path: "^src/", pathNot: "^src/reference/" },
    },
    {
      name: "abi-test-stands-alone",
      comment:
        "test/abi.test.ts drives the .wasm by docs/ABI.md alone: it imports no project module (node built-ins, vitest and fast-check only), but for the tests' CLI runner, which runs the CLI it compares with in a process of its own.",
      severity: "error",
      from: { path: "^test/abi\\.test\\.ts$" },
      to: { path: ["^src/", "^test/", "@assemblyscript/loader"], pathNot: "^test/support/cli\\.ts$" },
    },
    {
      name: "cli-runner-stands-alone",
      comment: "test/support/cli.ts runs the CLI in processes of its own and imports no project module, so test/abi.test.ts may use it.",
      severity: "error",
      from: { path: "^test/support/cli\\.ts$" },
      to: { path: ["^src/", "^test/"] },
    },
    {
      name: "tests-take-the-contract",
      comment: "Tests take grid constants from src/grid/layout.ts; only the contract test compares it with the reference's copy.",
      severity: "error",
      from: { path: "^test/", pathNot: "^test/contract\\.test\\.ts$" },
      to: { path: "^src/reference/grid\\.ts$" },
    },
    layer("base-at-the-bottom", "base/ (errors, names, seeds) imports nothing above it.", "^src/base/", "^src/(?!base/)"),
    layer("grid-on-base", "grid/ (the contract and the data types) imports only base/.", "^src/grid/", "^src/(?!(base|grid)/)"),
    layer("topology-on-base", "topology/ (the model of mazes beyond the square grid) imports only base/.", "^src/topology/", "^src/(?!(base|topology)/)"),
    layer(
      "topology-formats-on-the-model",
      "The topologies' formats draw and store from the model, the square grid's pictures and the topology API; nothing else.",
      "^src/topology-formats/",
      `${under("grid", "algorithms", "backends", "tiles", "mask", "analysis", "transforms", "takuzu", "game", "adapters")}|^src/(maze|generate|solve|stream|openings)\\.ts$`,
    ),
    layer("formats-on-grid", "A format needs the maze's data, never how it was made.", under("formats", "mask"), "^src/(?!(base|grid|formats|mask)/)"),
    layer(
      "algorithms-below-backends",
      "The registry describes algorithms; it runs nothing.",
      "^src/algorithms/",
      `${under("backends", "tiles", "formats", "mask", "analysis", "transforms", "takuzu", "gridmap", "game", "adapters", "cli", "server", "bench", "web")}|${API}`,
    ),
    layer(
      "backends-below-the-api",
      "Backends run the core for the API, never the other way round.",
      "^src/backends/",
      `${under("tiles", "formats", "analysis", "transforms", "takuzu", "gridmap", "game", "adapters", "cli", "server", "bench", "web")}|${API}`,
    ),
    layer(
      "tiles-below-the-api",
      "Tiled mazes are made from the backends' generations for the API (generate, generateRows); they know no format or pass.",
      "^src/tiles/",
      `${under("formats", "mask", "analysis", "transforms", "takuzu", "gridmap", "game", "adapters", "cli", "server", "bench", "web")}|${API}`,
    ),
    {
      name: "adapters-above-the-api",
      comment: "The adapters (other frontends' shapes) sit on the API like the passes; only the entry points and the tools import them.",
      severity: "error",
      from: { path: "^src/(?!(adapters|cli|server|bench|web)/)", pathNot: "^src/(index|node)\\.ts$" },
      to: { path: "^src/adapters/" },
    },
    layer(
      "library-below-the-tools",
      "The library never imports the CLI, the server, the benchmarks or the page.",
      "^src/(?!(cli|server|bench|web)/)",
      under("cli", "server", "bench", "web"),
    ),
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|build|node_modules)/" },
  },
};
