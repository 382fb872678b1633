// The public API (re-exports only). In Node, import "daedalus" resolves to node.ts, which also loads the Wasm core.

export { generate, findGenerator, DEFAULT_ALGORITHM, type GenerateOptions } from "./generate.js";
export { Maze, directions, type Direction } from "./maze.js";
export { generators, solvers, type GeneratorEntry, type SolverEntry, type WorkingMemory } from "./registry.js";
export { init, getBackend, useWasmBackend } from "./runtime.js";
export { loadWasmBackend, loadWasmBackendSync, WasmBackend, type WasmSource } from "./backends/wasm.js";
export type { Backend, BackendName } from "./backends/backend.js";
export { formats, findFormat, formatForFile, writeToString, type Format, type Chunk, type MazeData } from "./formats/index.js";
export { largestSquare, checkSize, requiredBytes } from "./limits.js";
export { resolveSeed, hashString, type SeedInput } from "./seed.js";
export type { OptionSpec, OptionValue } from "./options.js";
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
  type ErrorCode,
} from "./errors.js";
