// The public API (re-exports only). In Node, import "daedalus" resolves to node.ts, which also loads the Wasm core.

export { type GenerateMazeCell, type GenerateMazeOptions, generateMaze, toGenerateMaze } from "./adapters/generate-maze.js";
export { fromConnectionList, fromNpy, fromNpyBatch, MAZE_DATASET, toConnectionList, toNpy, toNpyBatch } from "./adapters/maze-dataset.js";
export { DaedalusMaze, type RotCreateCallback, type RotMazeOptions } from "./adapters/rot.js";
export { type MazeSource, type TileGrid, type TileValues, tileGrid, tileRows } from "./adapters/tiles.js";
export type { GeneratorEntry, ReferenceRows, SolverEntry, SolverMemory, StreamableEntry, WorkingMemory } from "./algorithms/define.js";
export { DEFAULT_ALGORITHM, findGenerator, GENERATOR_NAMES, type GeneratorName, generators } from "./algorithms/generators.js";
export type { OptionSpec } from "./algorithms/options.js";
export { DEFAULT_SOLVER, findSolver, SOLVER_NAMES, type SolverName, solvers } from "./algorithms/solvers.js";
export {
  findTopologyGenerator,
  TOPOLOGY_GENERATOR_NAMES,
  type TopologyGeneratorEntry,
  type TopologyGeneratorName,
  topologyGenerators,
} from "./algorithms/topology.js";
export { type AnalysisOptions, distances, UNREACHED } from "./analysis/distances.js";
export { farthestFrom, type LongestPath, longestPath } from "./analysis/longest-path.js";
export { MAX_PICK_TRIES, PICK_STATISTICS, type PickedMaze, type PickOptions, type PickStatistic, pickMaze } from "./analysis/pick.js";
export { type MazeStats, type Share, stats } from "./analysis/stats.js";
export {
  distancesOn,
  longestPathOn,
  statsOn,
  type TopologyAnalysisOptions,
  type TopologyLongestPath,
  type TopologyStats,
  type TopologyStatsOptions,
} from "./analysis/topology.js";
export type { Backend, BackendName, RowRanges } from "./backends/backend.js";
export { getBackend, init, useWasmBackend } from "./backends/runtime.js";
export { WasmBackend } from "./backends/wasm/backend.js";
export { loadWasmBackend, loadWasmBackendSync, type WasmSource } from "./backends/wasm/load.js";
export {
  BudgetError,
  BusyError,
  DaedalusError,
  type ErrorCode,
  FormatError,
  type FormatPlace,
  InvalidArgumentError,
  OutOfMemoryError,
  OutputError,
  SizeLimitError,
  WasmError,
} from "./base/errors.js";
export { hashString, resolveSeed, type SeedInput } from "./base/seed.js";
// The svg and png writers' default colours (path, start, goal…), so the web page draws as they do.
export { DEFAULT_COLOURS } from "./formats/drawing.js";
export {
  type Chunk,
  type Colours,
  detectFormat,
  FORMAT_NAMES,
  type Format,
  type FormatName,
  findFormat,
  formatForFile,
  formats,
  type ReadResult,
  readMaze,
  type WriteOptions,
  writeToBytes,
  writeToString,
} from "./formats/index.js";
export { HEAT_LEVELS, type HeatPaletteOptions, heatLevel, heatPalette, type Rgb, VIRIDIS } from "./formats/palette.js";
export * from "./game/index.js";
export { type GenerateOptions, generate } from "./generate.js";
export type { MazeData, Opening, Openings, OptionValue, Point, RowChunk, RowsHeader, Side, Solution } from "./grid/data.js";
export type { OpeningRequest, OpeningsRequest } from "./grid/openings.js";
export * from "./gridmap/index.js";
export { createMask, Mask } from "./mask/mask.js";
export { maskFromText } from "./mask/text.js";
export { type Direction, directions, Maze } from "./maze.js";
export {
  type BraidOnOptions,
  braidOn,
  checkTopologyMaze,
  type GenerateOnOptions,
  generateOn,
  maskTopology,
  type SolveOnOptions,
  solveOn,
  TOPOLOGY_SOLVERS,
  type TopologyMaze,
  type TopologyPath,
} from "./on-topology.js";
export { withOpenings } from "./openings.js";
export { type SolvedPath, type SolveOptions, solve } from "./solve.js";
export { applySteps, decodeStep, type GeneratedSteps, generateSteps, replaySteps, STEPS_MAX_CELLS, type StepStart, startGrid } from "./steps.js";
export { type GenerateRowsOptions, generateRows, paddingRow, type RowStream } from "./stream.js";
export {
  findTakuzuFormat,
  type GeneratedTakuzu,
  type TakuzuDifficulty,
  type TakuzuFormat,
  type TakuzuGenerateOptions,
  type TakuzuGrade,
  TakuzuGrid,
  type TakuzuGridInit,
  type TakuzuLevels,
  type TakuzuReadOptions,
  type TakuzuRules,
  type TakuzuRunOptions,
  type TakuzuSolution,
  takuzu,
  takuzuFormatForFile,
} from "./takuzu/index.js";
export {
  type CubeParameters,
  cubeTopology,
  type HeuristicKind,
  type HexParameters,
  hexTopology,
  type KeepParameter,
  MASKABLE_TOPOLOGIES,
  type PolarParameters,
  polarTopology,
  TOPOLOGY_NAMES,
  TOPOLOGY_PARAMETER_SPECS,
  type Topology,
  type TopologyName,
  type TopologyParameterSpec,
  type TopologyParameters,
  type TriangleParameters,
  topology,
  triangleTopology,
  type UnitPoint,
  type UpsilonParameters,
  upsilonTopology,
  type WeaveParameters,
  type WeaveTopology,
  type WrapParameters,
  weaveTopology,
  wrapTopology,
} from "./topology/index.js";

export {
  isTopologyJson,
  readTopologyJson,
  TOPOLOGY_FORMATS,
  TOPOLOGY_JSON_FORMAT,
  TOPOLOGY_PNG_MAX_PIXELS,
  type TopologyFormatName,
  type TopologyJsonRead,
  type TopologySolution,
  type TopologyWriteOptions,
  topologyAscii,
  topologyJson,
  topologyPng,
  topologySvg,
  writeTopology,
} from "./topology-formats/index.js";
export { type BraidOptions, braid } from "./transforms/braid.js";
export { type SparseOptions, sparse } from "./transforms/sparse.js";
