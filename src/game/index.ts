// The game engine: plain deterministic TypeScript over a Maze, no I/O (re-exports only).

export { Dice } from "../base/dice.js";
export type { AdventureEvent, AdventureOptions, Enemy, Item, Mode, MoveOutcome, Status } from "./adventure.js";
export { Adventure, DOOR_BONUS, ENEMY_BONUS, HEART_BONUS, MAX_LIVES, START_LIVES } from "./adventure.js";
export { defaultLevelPlan, type LevelPlan, levelMaze, levelSeed, levelSize } from "./levels.js";
export { directionNames, openDirections, type Position, parseDirection, step } from "./moves.js";
export { Race, type RaceEvent, type RaceMove, type RaceOptions, type RacePlayer, type RaceState } from "./race.js";
export { Revealed } from "./reveal.js";
