// A tiled maze: every tile generated alone by the backend (its seed from tileSeed), then joined to its neighbours
// through the tree of tiles, one passage per edge of the tree at gatePosition along their border. A band (one row of
// tiles, all W columns) is made from nothing but the seed and its index, so the maze can be made band by band in
// O(W × tile height) memory (streams, shards), or all at once; the bytes are the same either way, and on either
// backend, since each tile is the backend's own generation (byte-identical on both).
//
// One tile (T = 1) is the untiled maze: its seed is the maze's seed itself.

import type { GeneratorEntry } from "../algorithms/define.js";
import type { Backend, ProgressHook } from "../backends/backend.js";
import { BORDER, E, N, S, strideOf, W } from "../grid/layout.js";
import type { TileLayout } from "./layout.js";
import { EAST_SIDE, gatePosition, SOUTH_SIDE, tileSeed } from "./seeds.js";
import { JOIN_EAST, JOIN_SOUTH, type TileTree, trees } from "./tree.js";

/** What a tiled maze is made from: everything that decides its bytes, and the backend that makes its tiles. */
export interface TiledRequest {
  readonly entry: GeneratorEntry;
  readonly backend: Backend;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  /** The encoded algorithm options (encodeOptions). */
  readonly options: readonly number[];
  readonly layout: TileLayout;
}

/** Hears the cells finished so far (tiles done plus the running tile's count); throwing from it stops the work; its heartbeat goes to each tile's walks. */
export type CellsDone = ProgressHook;

/** The core reports every 2^20 cells of one tile; the join reports as often across tiles. */
const REPORT_EVERY = 2 ** 20;

export class TiledMaze {
  readonly request: TiledRequest;
  // Drawn when the first band is made (a maze only validated never draws it), then kept: every band reads it.
  private drawn: TileTree | undefined;

  constructor(request: TiledRequest) {
    this.request = request;
  }

  /** The tree of tiles, T·T bytes (16 MiB at T = 4096). */
  private get tree(): TileTree {
    this.drawn ??= trees.draw(this.request.layout.tiles, this.request.seed);
    return this.drawn;
  }

  /** Rows [from, to) of the maze that band `ty` (the tiles' row ty) holds. */
  bandRows(ty: number): [from: number, to: number] {
    const { rows } = this.request.layout;
    return [rows.start(ty), rows.start(ty) + rows.size(ty)];
  }

  /**
   * Writes band `ty`'s rows, W+2 bytes each with their side padding, into `target` from index `at`; `done` hears the
   * cells finished, counted from `before` (the cells of the bands made earlier).
   */
  fillBand(ty: number, target: Uint8Array, at: number, before = 0, done?: CellsDone): void {
    const { entry, backend, width, seed, options, layout } = this.request;
    const { tiles, columns, rows } = layout;
    const stride = strideOf(width);
    const tileHeight = rows.size(ty);
    for (let r = 0; r < tileHeight; r++) {
      target[at + r * stride] = BORDER;
      target[at + r * stride + stride - 1] = BORDER;
    }
    let finished = before;
    for (let tx = 0; tx < tiles; tx++) {
      const tileWidth = columns.size(tx);
      const hook: ProgressHook | undefined = done && Object.assign((count: number) => done(finished + count), { heartbeat: done.heartbeat });
      const store = backend.generate(entry, tileWidth, tileHeight, tiles === 1 ? seed : tileSeed(seed, tx, ty), options, undefined, hook);
      try {
        const cells = store.view();
        const tileStride = strideOf(tileWidth);
        const column = at + 1 + columns.start(tx);
        for (let r = 0; r < tileHeight; r++) {
          const from = (r + 1) * tileStride + 1;
          target.set(cells.subarray(from, from + tileWidth), column + r * stride);
        }
      } finally {
        store.release();
      }
      const cells = tileWidth * tileHeight;
      if (done && Math.floor((finished + cells) / REPORT_EVERY) > Math.floor(finished / REPORT_EVERY)) done(finished + cells);
      finished += cells;
    }
    this.openGates(ty, target, at);
  }

  /** The passages of band `ty` through tile borders: east between its tiles, north and south to the bands around it. */
  private openGates(ty: number, target: Uint8Array, at: number): void {
    const { width, seed, layout } = this.request;
    const { tiles, columns, rows } = layout;
    const stride = strideOf(width);
    const tileHeight = rows.size(ty);
    const tree = this.tree;
    const lastRow = at + (tileHeight - 1) * stride + 1;
    for (let tx = 0; tx < tiles; tx++) {
      const join = tree[ty * tiles + tx]!;
      const x0 = columns.start(tx);
      if (join & JOIN_EAST) {
        const cell = at + gatePosition(seed, tx, ty, EAST_SIDE, tileHeight) * stride + 1 + x0 + columns.size(tx) - 1;
        target[cell]! |= E;
        target[cell + 1]! |= W;
      }
      if (join & JOIN_SOUTH) target[lastRow + x0 + gatePosition(seed, tx, ty, SOUTH_SIDE, columns.size(tx))]! |= S;
      if (ty > 0 && tree[(ty - 1) * tiles + tx]! & JOIN_SOUTH) target[at + 1 + x0 + gatePosition(seed, tx, ty - 1, SOUTH_SIDE, columns.size(tx))]! |= N;
    }
  }
}
