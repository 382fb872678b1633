// bench --grid times the backends --backends names (it timed both whatever it was told); both are still checked
// against the scenario's lengths before anything is timed.

import { describe, expect, it } from "vitest";
import "../src/node.js";
import { benchGrid } from "../src/bench/grid.js";

describe("benchGrid", () => {
  it("times only the backends it is given, every solver on each", async () => {
    const options = { corridors: [16], pixels: 64, sample: 4, rounds: 1, time: 5, peers: false } as const;
    const wasm = await benchGrid({ ...options, backends: ["wasm"] });
    expect(wasm.map((result) => result.solver)).toEqual(["astar/wasm", "jps/wasm", "bfs4/wasm"]);
    const both = await benchGrid(options);
    expect(both.map((result) => result.solver).sort()).toEqual(["astar/reference", "astar/wasm", "bfs4/reference", "bfs4/wasm", "jps/reference", "jps/wasm"]);
  });
});
