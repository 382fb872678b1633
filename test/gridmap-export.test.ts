import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellsForPixels, gridMapToMaze, mapSide, mazeToGridMap } from "../src/gridmap/export.js";
import { formatLength } from "../src/gridmap/length.js";
import { readMovingAiMap, writeMovingAiMap } from "../src/gridmap/movingai-map.js";
import { checkScenarioAgainstMap, readScenario, writeScenario } from "../src/gridmap/scenario.js";
import { makeScenario } from "../src/gridmap/scenarios.js";
import { type GridProblem, solveGridPath, solveGridProblems } from "../src/gridmap/solve.js";
import { generate, solve } from "../src/node.js";
import { refused } from "./support/refused.js";

const backends = ["wasm", "reference"] as const;

describe("mazes as grid maps", () => {
  it.each([1, 2, 4, 8, 16, 32])("corridor %i: map + scenario read back; every scenario length is the solvers' exactly, on both backends", (corridor) => {
    // About 100 pixels a side: small enough for a quick test, several cells even at 32 pixels.
    const cells = Math.max(2, Math.floor(99 / (corridor + 1)));
    const maze = generate({ width: cells, height: cells, seed: 40 + corridor, algorithm: "backtracker" });
    const map = mazeToGridMap(maze, { corridor });
    expect([map.width, map.height]).toEqual([cells * (corridor + 1) + 1, cells * (corridor + 1) + 1]);
    const entries = makeScenario(map, { seed: corridor, maxBuckets: 12 });
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.length % 10).toBe(0);
    const mapText = writeMovingAiMap(map);
    const scenarioText = writeScenario(`maze-${corridor}.map`, map.width, map.height, entries);
    const back = readMovingAiMap(mapText);
    expect(back.terrain).toEqual(map.terrain);
    const scenario = readScenario(scenarioText);
    checkScenarioAgainstMap(scenario.problems, back);
    expect(scenario.problems.map((problem) => problem.bucket)).toEqual(entries.map((_, k) => Math.floor(k / 10)));
    for (const backend of backends) {
      for (const solver of ["astar", "jps"]) {
        const solutions = solveGridProblems(back, scenario.problems, { solver, backend });
        expect(solutions.map((solution) => formatLength(solution.length!))).toEqual(scenario.problems.map((problem) => problem.length));
      }
    }
  });

  it("a 1-pixel-corridor map of a cell maze reads back as that maze", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(), (width, height, seed) => {
        const maze = generate({ width, height, seed, algorithm: "wilson", backend: "reference" });
        const back = gridMapToMaze(readMovingAiMap(writeMovingAiMap(mazeToGridMap(maze))));
        expect([back.width, back.height]).toEqual([width, height]);
        expect(back.cells).toEqual(maze.cells);
      }),
      { numRuns: 50 },
    );
  });

  it("a map that is not a cell maze is refused, naming the pixel", () => {
    const map = mazeToGridMap(generate({ width: 3, height: 2, seed: 1 }));
    const text = writeMovingAiMap(map).split("\n");
    // Row 2 of the map (line 7): open the crossing at x = 2.
    text[6] = `${text[6]!.slice(0, 2)}.${text[6]!.slice(3)}`;
    expect(() => gridMapToMaze(readMovingAiMap(text.join("\n")))).toThrow(/pixel \(2, 2\) is "\."/);
    expect(() => gridMapToMaze(mazeToGridMap(generate({ width: 3, height: 2, seed: 1 }), { corridor: 2 }))).toThrow(/odd sides/);
  });

  it("a passage of another terrain class than its cells is refused: the map's moves never cross it (it read as open)", () => {
    const map = readMovingAiMap("type octile\nheight 3\nwidth 5\nmap\n@@@@@\n@.W.@\n@@@@@\n");
    expect(solveGridPath(map, { startX: 1, startY: 1, goalX: 3, goalY: 1 }).length).toBeNull();
    refused(
      () => gridMapToMaze(map),
      'pixel (2, 1) is "W" between "." and ".": a cell maze\'s passage and the two cells it joins must be one class (land . G S, or water W), as the map\'s moves stay within one',
    );
    refused(
      () => gridMapToMaze(readMovingAiMap("type octile\nheight 5\nwidth 3\nmap\n@@@\n@W@\n@.@\n@.@\n@@@\n")),
      'pixel (1, 2) is "." between "W" and ".": a cell maze\'s passage and the two cells it joins must be one class (land . G S, or water W), as the map\'s moves stay within one',
    );
    // One class throughout is a maze whatever its characters: all water, or land of . G S mixed.
    const maze = generate({ width: 6, height: 5, seed: 3 });
    const text = writeMovingAiMap(mazeToGridMap(maze)).split("\n");
    const body = (replace: (row: string, y: number) => string) => [...text.slice(0, 4), ...text.slice(4).map(replace)].join("\n");
    expect(gridMapToMaze(readMovingAiMap(body((row) => row.replaceAll(".", "W")))).cells).toEqual(maze.cells);
    expect(gridMapToMaze(readMovingAiMap(body((row, y) => row.replace(/\./g, (_, x: number) => ".GS"[(x + y) % 3]!)))).cells).toEqual(maze.cells);
  });

  it("1-pixel sets: octile length = 4-connected length = 2 × the cell maze's BFS path plus the endpoints' offsets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 2, max: 16 }),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
        (width, height, seed, draws) => {
          const maze = generate({ width, height, seed, algorithm: "kruskal" });
          const map = mazeToGridMap(maze);
          const open: [number, number][] = [];
          for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) if (map.classAt(x, y)) open.push([x, y]);
          const [p, q] = draws.map((draw) => open[draw % open.length]!) as [[number, number], [number, number]];
          const problem: GridProblem = { startX: p[0], startY: p[1], goalX: q[0], goalY: q[1] };
          // The cells a pixel belongs to, with its offset: a cell pixel is its cell (0), a passage pixel is 1 from either side.
          const cellsOf = ([x, y]: [number, number]) =>
            x % 2 === 1 && y % 2 === 1
              ? [{ cell: [(x - 1) / 2, (y - 1) / 2] as const, offset: 0 }]
              : x % 2 === 0
                ? [
                    { cell: [x / 2 - 1, (y - 1) / 2] as const, offset: 1 },
                    { cell: [x / 2, (y - 1) / 2] as const, offset: 1 },
                  ]
                : [
                    { cell: [(x - 1) / 2, y / 2 - 1] as const, offset: 1 },
                    { cell: [(x - 1) / 2, y / 2] as const, offset: 1 },
                  ];
          let expected = p[0] === q[0] && p[1] === q[1] ? 0 : Number.POSITIVE_INFINITY;
          for (const a of cellsOf(p)) {
            for (const b of cellsOf(q)) {
              const path = solve(maze, { solver: "bfs", from: a.cell, to: b.cell });
              expected = Math.min(expected, 2 * path.length + a.offset + b.offset);
            }
          }
          for (const backend of backends) {
            const [octile] = solveGridProblems(map, [problem], { solver: "astar", backend });
            const [jps] = solveGridProblems(map, [problem], { solver: "jps", backend });
            const [four] = solveGridProblems(map, [problem], { solver: "bfs4", backend });
            expect(octile!.length).toEqual({ straight: expected, diagonal: 0 });
            expect(jps!.length).toEqual(octile!.length);
            expect(four!.length).toEqual(octile!.length);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("mazes as grid maps: arguments checked at the door", () => {
  it("mazeToGridMap checks the maze as the adapters do: null, a shape without cells, a width changed after it was made", () => {
    refused(() => mazeToGridMap(null as never), "maze must be a Maze, got null");
    refused(() => mazeToGridMap({ width: 3, height: 3 } as never), "maze cells must be a Uint8Array, got undefined");
    const maze = generate({ width: 3, height: 2, seed: 1 });
    (maze as { width: number }).width = 50;
    refused(() => mazeToGridMap(maze), "maze cells must hold (width+2)·(height+2) = 208 bytes, got 20");
    const broken = generate({ width: 3, height: 2, seed: 1 });
    const cells = broken.cells.slice();
    cells[6] = 0xc0;
    refused(
      () => mazeToGridMap({ ...broken, cells }),
      "the maze's cells break the grid contract: cell (0, 0): cell bits must be 0-15, or 16 for an excluded cell, got 192",
    );
    refused(() => mazeToGridMap(generate({ width: 3, height: 2, seed: 1 }), null as never), "mazeToGridMap's options must be an object, got null");
    refused(() => mazeToGridMap(generate({ width: 3, height: 2, seed: 1 }), { size: 9 as never }), "the map size must be [width, height] in pixels, got 9");
  });

  it("gridMapToMaze takes a GridMap; mapSide and cellsForPixels take integers in their ranges", () => {
    refused(
      () => gridMapToMaze({} as never),
      "gridMapToMaze's map must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got an object (Object)",
    );
    refused(() => mapSide(Symbol("s") as never, 1), "mapSide's cells must be an integer from 0 to 4294967296, got Symbol(s)");
    refused(() => mapSide(3, 0), "mapSide's corridor must be an integer from 1 to 1024 pixels, got 0");
    refused(() => cellsForPixels(10n as never, 1), "cellsForPixels's pixels must be a positive integer, got 10n (a BigInt)");
    refused(() => cellsForPixels(512, Number.POSITIVE_INFINITY), "cellsForPixels's corridor must be an integer from 1 to 1024 pixels, got Infinity");
    expect([mapSide(255, 1), cellsForPixels(512, 1)]).toEqual([511, 255]);
  });
});
