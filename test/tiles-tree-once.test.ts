// The tree of tiles takes about T² log T steps to draw: a tiled maze draws it once, however many bands, chunks or
// passes are made of it. A worker of a tiled stream made each band with a new tiled maze, drawing the tree T times in
// all (over T³: 7 min at T = 800 for a 30000×4000 maze). Counted with a spy on the tree's drawer, nothing timed.

import { afterEach, describe, expect, it, vi } from "vitest";
import { type BandRequest, bandRenderer, CELLS } from "../src/cli/bands.js";
import { generate, generateRows } from "../src/node.js";
import { generateTiledShares } from "../src/stream.js";
import { trees } from "../src/tiles/tree.js";

const REQUEST = { algorithm: "backtracker", width: 37, height: 29, seed: 11, tiles: 6 } as const;

function joined(chunks: Iterable<{ rows: Uint8Array }>): Buffer {
  return Buffer.concat(Array.from(chunks, ({ rows }) => Buffer.from(rows)));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the tree of tiles is drawn once per tiled maze", () => {
  it("by a worker making every band of a run in turn (the bands' rows those of the whole stream)", () => {
    const draw = vi.spyOn(trees, "draw");
    const request: BandRequest = { ...REQUEST, backend: "wasm", options: {}, format: CELLS, write: {} };
    const render = bandRenderer(request);
    const pieces: Uint8Array[] = [];
    for (let band = 0; band < REQUEST.tiles; band++) render(band, (bytes) => pieces.push(bytes));
    expect(draw).toHaveBeenCalledTimes(1);
    draw.mockClear();
    expect(Buffer.concat(pieces)).toEqual(joined(generateRows(REQUEST)));
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("by a worker making its bands out of order, in the binary format", () => {
    const draw = vi.spyOn(trees, "draw");
    const render = bandRenderer({ ...REQUEST, backend: "reference", options: {}, format: "binary", write: {} });
    for (const band of [4, 1, 5, 0]) render(band, () => {});
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("by shares of one request, and not at all before a band is made", () => {
    const draw = vi.spyOn(trees, "draw");
    const shares = generateTiledShares(REQUEST);
    const streams = [shares([0, 2]), shares([2, 3]), shares([3, 6]), shares()];
    expect(draw).not.toHaveBeenCalled();
    const rows = streams.map((stream) => joined(stream));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(Buffer.concat(rows.slice(0, 3))).toEqual(rows[3]);
  });

  it("by one stream on one thread, in one-row chunks, iterated twice (and by generate())", () => {
    const draw = vi.spyOn(trees, "draw");
    const stream = generateRows({ ...REQUEST, rowsPerChunk: 1 });
    expect(draw).not.toHaveBeenCalled();
    const first = joined(stream);
    expect(joined(stream)).toEqual(first);
    expect(draw).toHaveBeenCalledTimes(1);
    generate(REQUEST);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
