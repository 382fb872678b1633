// The grid-map family (Moving AI maps and scenarios): the map model, the formats, solving, mazes as maps, scenario making.

export { BLOCKED, LAND, MAX_MAP_CELLS, MAX_MAP_SIDE, MAX_PROBLEMS, MOVE_DX, MOVE_DY, MOVE_NAMES, WATER } from "../grid/octile.js";
export { type DistanceMap, distancesFrom } from "./distances.js";
export { cellsForPixels, type ExportOptions, gridMapToMaze, mapSide, mazeToGridMap } from "./export.js";
export { bucketOf, compareLengths, formatLength, LENGTH_DECIMALS, lengthMatches, lengthValue, type OctileLength } from "./length.js";
export { GridMap, TERRAIN_CLASSES } from "./map.js";
export { MAP_FORMAT, readMovingAiMap, writeMovingAiMap } from "./movingai-map.js";
export {
  checkScenarioAgainstMap,
  readScenario,
  SCENARIO_FORMAT,
  type Scenario,
  type ScenarioEntry,
  type ScenarioProblem,
  writeScenario,
} from "./scenario.js";
export { makeScenario, type ScenarioOptions } from "./scenarios.js";
export {
  findGridSolver,
  type GridPath,
  type GridProblem,
  type GridSolution,
  type GridSolveOptions,
  type GridSolver,
  gridSolvers,
  moveNames,
  prepareGridSolve,
  solveGridPath,
  solveGridProblems,
} from "./solve.js";
