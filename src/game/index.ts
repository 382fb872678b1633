// The game engine: plain deterministic TypeScript over a Maze, no I/O (re-exports only).

export { Adventure, START_LIVES, MAX_LIVES, HEART_BONUS, ENEMY_BONUS, DOOR_BONUS } from "./adventure.js";
export type { AdventureOptions, AdventureEvent, Enemy, Item, Mode, MoveOutcome, Status } from "./adventure.js";
export { Race, type RaceEvent, type RaceMove, type RaceOptions, type RacePlayer, type RaceState } from "./race.js";
export { defaultLevelPlan, levelMaze, levelSeed, levelSize, type LevelPlan } from "./levels.js";
export { directionNames, openDirections, parseDirection, step, type Position } from "./moves.js";
export { Revealed } from "./reveal.js";
export { Dice } from "./dice.js";
