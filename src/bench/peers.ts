// The npm maze generators a user would otherwise pick, each converted to the daedalus grid so the
// benchmark can check it made a perfect maze of the same size (like for like). devDependencies only.

import { cellIndex, E, gridBytes, initGrid, N, S, W } from "../grid/layout.js";

export interface Peer {
  /** Task name part, e.g. "rot-js/EllerMaze". */
  readonly name: string;
  readonly packageName: string;
  /** The daedalus generator doing the same algorithm. */
  readonly algorithm: string;
  /** Loads the package and returns a function that generates one maze and returns it in daedalus cells. */
  load(): Promise<PeerRun>;
}

export interface PeerRun {
  /** The timed part: the peer's own generation, nothing else. */
  generate(width: number, height: number, seed: number): unknown;
  /** Converts what generate returned into the padded daedalus layout (not timed). */
  toCells(result: unknown, width: number, height: number): Uint8Array;
}

// Carves the passage between (x, y) and its neighbour in direction `bit`, both sides.
function open(cells: Uint8Array, width: number, x: number, y: number, bit: number): void {
  const index = cellIndex(width, x, y);
  cells[index]! |= bit;
  if (bit === E) cells[index + 1]! |= W;
  if (bit === S) cells[index + width + 2]! |= N;
}

function emptyCells(width: number, height: number): Uint8Array {
  const cells = new Uint8Array(gridBytes(width, height));
  initGrid(cells, width, height, 0);
  return cells;
}

interface WallCell {
  right?: boolean;
  bottom?: boolean;
  down?: boolean;
}

/** rot-js maze maps are (2W+1)×(2H+1) tiles, 1 = wall; cell (x, y) is tile (2x+1, 2y+1). */
function rotJs(className: "EllerMaze" | "IceyMaze" | "DividedMaze", algorithm: string): Peer {
  return {
    name: `rot-js/${className}`,
    packageName: "rot-js",
    algorithm,
    async load() {
      const rot = (await import("rot-js")) as unknown as {
        RNG: { setSeed(seed: number): void };
        Map: Record<string, new (width: number, height: number) => { create(callback: (x: number, y: number, wall: number) => void): void }>;
      };
      return {
        generate(width, height, seed) {
          rot.RNG.setSeed(seed + 1);
          const tilesWide = 2 * width + 1;
          const tiles = new Uint8Array(tilesWide * (2 * height + 1));
          new rot.Map[className]!(tilesWide, 2 * height + 1).create((x, y, wall) => {
            tiles[y * tilesWide + x] = wall;
          });
          return tiles;
        },
        toCells(result, width, height) {
          const tiles = result as Uint8Array;
          const tilesWide = 2 * width + 1;
          const cells = emptyCells(width, height);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              if (x < width - 1 && tiles[(2 * y + 1) * tilesWide + 2 * x + 2] === 0) open(cells, width, x, y, E);
              if (y < height - 1 && tiles[(2 * y + 2) * tilesWide + 2 * x + 1] === 0) open(cells, width, x, y, S);
            }
          }
          return cells;
        },
      };
    },
  };
}

/** Peers whose result is rows[y][x] of cells with walls flagged true. */
function wallRowsToCells(rows: readonly (readonly WallCell[])[], width: number, height: number): Uint8Array {
  const cells = emptyCells(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = rows[y]![x]!;
      if (x < width - 1 && cell.right === false) open(cells, width, x, y, E);
      if (y < height - 1 && (cell.bottom ?? cell.down) === false) open(cells, width, x, y, S);
    }
  }
  return cells;
}

const generateMaze: Peer = {
  name: "generate-maze",
  packageName: "generate-maze",
  algorithm: "eller",
  async load() {
    const module = (await import("generate-maze")) as unknown as { default: (w: number, h: number, closed: boolean, seed: number) => WallCell[][] };
    return {
      generate: (width, height, seed) => module.default(width, height, true, seed + 1),
      toCells: (result, width, height) => wallRowsToCells(result as WallCell[][], width, height),
    };
  },
};

function mazeGeneration(algorithm: "DEPTHFIRST" | "HUNTANDKILL", daedalusName: string): Peer {
  return {
    name: `maze-generation/${algorithm}`,
    packageName: "maze-generation",
    algorithm: daedalusName,
    async load() {
      const module = (await import("maze-generation")) as unknown as {
        default: (options: object) => { toJSON(): { rows: WallCell[][] } };
      };
      return {
        generate: (width, height, seed) => module.default({ width, height, seed, algorithm }),
        toCells: (result, width, height) => wallRowsToCells((result as { toJSON(): { rows: WallCell[][] } }).toJSON().rows, width, height),
      };
    },
  };
}

function sbj42(plugin: "backtrack" | "prim", daedalusName: string): Peer {
  const generator = `@sbj42/maze-generator-${plugin}`;
  return {
    name: `@sbj42/maze-generator/${plugin}`,
    packageName: generator,
    algorithm: daedalusName,
    async load() {
      const module = (await import("@sbj42/maze-generator")) as unknown as {
        default: { generate(w: number, h: number, options: object): { cell(x: number, y: number): { east(): boolean; south(): boolean } } };
      };
      return {
        generate(width, height, seed) {
          // A seeded random() (mulberry32) so runs are reproducible; the peer's own work dominates.
          let state = seed + 1;
          const random = () => {
            state = (state + 0x6d2b79f5) | 0;
            let t = Math.imul(state ^ (state >>> 15), 1 | state);
            t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
          };
          return module.default.generate(width, height, { generator, random });
        },
        toCells(result, width, height) {
          const maze = result as { cell(x: number, y: number): { east(): boolean; south(): boolean } };
          const cells = emptyCells(width, height);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const cell = maze.cell(x, y);
              if (x < width - 1 && cell.east()) open(cells, width, x, y, E);
              if (y < height - 1 && cell.south()) open(cells, width, x, y, S);
            }
          }
          return cells;
        },
      };
    },
  };
}

export const peers: readonly Peer[] = [
  rotJs("EllerMaze", "eller"),
  rotJs("IceyMaze", "backtracker"),
  rotJs("DividedMaze", "recursive-division"),
  generateMaze,
  mazeGeneration("DEPTHFIRST", "backtracker"),
  mazeGeneration("HUNTANDKILL", "hunt-and-kill"),
  sbj42("backtrack", "backtracker"),
  sbj42("prim", "prim"),
];
