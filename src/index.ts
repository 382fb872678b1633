// The public API (re-exports only). In Node, import "daedalus" resolves to node.ts, which also loads the Wasm core.

export { generate, type GenerateOptions } from "./generate.js";
export { generateRows, paddingRow, type GenerateRowsOptions, type RowStream } from "./stream.js";
export { solve, type SolveOptions, type SolvedPath } from "./solve.js";
export { distances, UNREACHED, type AnalysisOptions } from "./analysis/distances.js";
export { longestPath, farthestFrom, type LongestPath } from "./analysis/longest-path.js";
export { stats, type MazeStats, type Share } from "./analysis/stats.js";
export { braid, type BraidOptions } from "./transforms/braid.js";
export { Mask, createMask } from "./mask/mask.js";
export { maskFromText } from "./mask/text.js";
export { Maze, directions, type Direction } from "./maze.js";
export { generators, findGenerator, DEFAULT_ALGORITHM } from "./algorithms/generators.js";
export { solvers, findSolver, DEFAULT_SOLVER } from "./algorithms/solvers.js";
export type { GeneratorEntry, StreamableEntry, ReferenceRows, SolverEntry, SolverMemory, WorkingMemory } from "./algorithms/define.js";
export { init, getBackend, useWasmBackend } from "./backends/runtime.js";
export { WasmBackend } from "./backends/wasm/backend.js";
export { loadWasmBackend, loadWasmBackendSync, type WasmSource } from "./backends/wasm/load.js";
export type { Backend, BackendName, RowRanges } from "./backends/backend.js";
export {
  formats,
  findFormat,
  formatForFile,
  detectFormat,
  readMaze,
  writeToString,
  writeToBytes,
  type Format,
  type Chunk,
  type Colours,
  type ReadResult,
  type WriteOptions,
} from "./formats/index.js";
export type { MazeData, OptionValue, Point, RowChunk, RowsHeader, Solution } from "./grid/data.js";
export { largestSquare, checkSize, requiredBytes, streamBytes } from "./algorithms/limits.js";
export { resolveSeed, hashString, type SeedInput } from "./base/seed.js";
export type { OptionSpec } from "./algorithms/options.js";
export {
  takuzu,
  TakuzuGrid,
  findTakuzuFormat,
  takuzuFormatForFile,
  type TakuzuGridInit,
  type GeneratedTakuzu,
  type TakuzuGenerateOptions,
  type TakuzuRunOptions,
  type TakuzuSolution,
  type TakuzuDifficulty,
  type TakuzuGrade,
  type TakuzuRules,
  type TakuzuFormat,
  type TakuzuReadOptions,
} from "./takuzu/index.js";
export {
  DaedalusError,
  InvalidArgumentError,
  SizeLimitError,
  OutOfMemoryError,
  FormatError,
  WasmError,
  type FormatPlace,
  type ErrorCode,
} from "./base/errors.js";
export * from "./game/index.js";
