// Mazes on topologies on the Wasm core: each call places the graph in the arena (offsets, neighbours, links, the
// algorithm's work, A*'s keys, the result, each 16-byte aligned) and runs one topology_* export (docs/ABI.md). Links
// are copied out: a topology maze is one byte per cell and its holder keeps it in JS memory. Generators on a lattice
// get its shape table instead of the CSR when it has one (src/topology/shapes.ts, topology_shapes): 1 or 2 bytes a cell to
// read, not 4 + 4·slots. A table laid out by position (weave) spans more positions than cells: the links and the work
// are sized by position, and the core leaves the cells' links first.

import { generatorArguments, type TopologyGeneratorEntry } from "../../algorithms/topology.js";
import { OutOfMemoryError, STATUS_OK, STATUS_OUT_OF_MEMORY, WasmError } from "../../base/errors.js";
import { type ShapeTable, shapeTableOf } from "../../topology/shapes.js";
import type { PreparedRun, ProgressHook, TopologyEngine, TopologyGraphSource, TopologyHeuristic } from "../backend.js";
import type { Arena, ArenaTenant } from "./arena.js";
import { coreFunction, type Exports } from "./exports.js";

const UNREACHED = 0xffffffff;
const align = (bytes: number): number => Math.ceil(bytes / 16) * 16;
const parentBytes = (cells: number): number => (cells + 7) & ~7;
// The shape layout's bytes: the shapes, the deltas, the counts (after the deltas, so a narrow shape read one byte past
// the last position stays in the arena), the links and the work, by position.
const shapeBytes = (shapes: ShapeTable, work: number): number =>
  align(shapes.positions * shapes.shapes.BYTES_PER_ELEMENT) +
  align(4 * shapes.deltas.length) +
  align(shapes.counts.length) +
  align(shapes.positions) +
  align(work);

/** Where each part of one call lives in the arena. */
interface Placement {
  readonly offsets: number;
  /** The shape layout (generators), absent when the CSR is placed. */
  readonly shapes?: {
    readonly at: number;
    readonly deltas: number;
    readonly counts: number;
    readonly wide: boolean;
    readonly count: number;
    /** Positions, when more than the cells (0: one per cell). */
    readonly positions: number;
    readonly bytes: number;
  };
  readonly neighbours: number;
  readonly links: number;
  readonly work: number;
  readonly keys: number;
  readonly out: number;
}

/** What the engine needs of its backend: the live instance, a fence for calls and the progress hook's setter. */
export interface TopologyHost {
  arena(): Arena;
  exports(): Exports;
  fenced<T>(operation: string, call: () => T): T;
  progress(hook: ProgressHook | undefined): void;
}

export function wasmTopologyEngine(host: TopologyHost): TopologyEngine {
  const place = (graph: TopologyGraphSource, work: number, keys: number, out: number, what: string, links?: Uint8Array, tenant?: ArenaTenant): Placement => {
    const n = graph.cellCount;
    const m = graph.neighbours.length;
    const sizes = [align(4 * (n + 1)), align(4 * m), align(n), align(work), align(keys), align(out)];
    const total = sizes.reduce((a, b) => a + b, 0);
    const arena = host.arena();
    const base = arena.claim(total, `${what} on a topology of ${n} cells`, tenant);
    const at: number[] = [];
    let pointer = base;
    for (const size of sizes) {
      at.push(pointer);
      pointer += size;
    }
    const placement: Placement = { offsets: at[0]!, neighbours: at[1]!, links: at[2]!, work: at[3]!, keys: at[4]!, out: at[5]! };
    arena.words(placement.offsets, n + 1).set(new Uint32Array(graph.offsets.buffer, graph.offsets.byteOffset, n + 1));
    arena.words(placement.neighbours, m).set(new Uint32Array(graph.neighbours.buffer, graph.neighbours.byteOffset, m));
    if (links) arena.bytes(placement.links, n).set(links);
    return placement;
  };
  // A generator's graph: the shape table in place of the CSR when the topology has one (the core is told which). `work`
  // gives the generator's bytes for a count of cells, or of positions when the table has more.
  const placeForGenerator = (graph: TopologyGraphSource, work: (cells: number) => number, what: string, tenant?: ArenaTenant): Placement => {
    const shapes = shapeTableOf(graph);
    if (!shapes) return place(graph, work(graph.cellCount), 0, 0, what, undefined, tenant);
    return placeShapes(graph.cellCount, shapes, work(shapes.positions), what, tenant);
  };
  const placeShapes = (n: number, shapes: ShapeTable, work: number, what: string, tenant?: ArenaTenant): Placement => {
    const arena = host.arena();
    const bytes = shapeBytes(shapes, work);
    const at = arena.claim(bytes, `${what} on a topology of ${n} cells`, tenant);
    const shapeBytesEach = shapes.shapes.BYTES_PER_ELEMENT;
    const positions = shapes.positions;
    const deltas = at + align(positions * shapeBytesEach);
    const counts = deltas + align(4 * shapes.deltas.length);
    const links = counts + align(shapes.counts.length);
    arena.bytes(at, positions * shapeBytesEach).set(new Uint8Array(shapes.shapes.buffer, shapes.shapes.byteOffset, positions * shapeBytesEach));
    arena.words(deltas, shapes.deltas.length).set(new Uint32Array(shapes.deltas.buffer, shapes.deltas.byteOffset, shapes.deltas.length));
    arena.bytes(counts, shapes.counts.length).set(shapes.counts);
    return {
      offsets: 0,
      neighbours: 0,
      links,
      work: links + align(positions),
      keys: 0,
      out: 0,
      shapes: { at, deltas, counts, wide: shapeBytesEach === 2, count: shapes.counts.length, positions: positions > n ? positions : 0, bytes },
    };
  };
  const claimAgain = (graph: TopologyGraphSource, at: Placement, work: (cells: number) => number, what: string, tenant: ArenaTenant): void => {
    const n = graph.cellCount;
    const bytes = at.shapes ? at.shapes.bytes : align(4 * (n + 1)) + align(4 * graph.neighbours.length) + align(n) + align(work(n));
    host.arena().claim(bytes, what, tenant);
  };
  const useLayout = (at: Placement): void => {
    const shapes = at.shapes;
    host.exports().topology_shapes(shapes?.at ?? 0, shapes?.deltas ?? 0, shapes?.counts ?? 0, shapes?.wide ? 1 : 0, shapes?.count ?? 0, shapes?.positions ?? 0);
  };
  const check = (status: number, operation: string): void => {
    if (status === STATUS_OK) return;
    if (status === STATUS_OUT_OF_MEMORY) throw new OutOfMemoryError(`${operation} ran out of Wasm memory (4 GiB)`);
    throw new WasmError(status, operation);
  };
  const exportFor = (entry: TopologyGeneratorEntry) =>
    coreFunction(host.exports(), `topology_generate_${entry.name.replaceAll("-", "_")}`, `topology generator "${entry.name}"`);

  return {
    generate(entry, graph, seed, options, progress) {
      const run = exportFor(entry);
      const args = generatorArguments(entry, graph, options);
      const n = graph.cellCount;
      const at = placeForGenerator(graph, (cells) => entry.work(cells, graph.neighbours.length), entry.name);
      host.exports().reset_progress();
      host.exports().walk_heartbeat(progress?.heartbeat ?? 0);
      useLayout(at);
      host.progress(progress);
      let status: number;
      try {
        status = host.fenced(`generate ${entry.name} on a topology`, () => run(at.offsets, at.neighbours, at.links, at.work, n, seed, ...args));
      } finally {
        host.exports().walk_heartbeat(0);
        host.progress(undefined);
      }
      check(status, `generate ${entry.name} on a topology`);
      return host.arena().bytes(at.links, n).slice();
    },
    prepareGenerator(entry, graph, options): PreparedRun {
      const run = exportFor(entry);
      const args = generatorArguments(entry, graph, options);
      const n = graph.cellCount;
      const work = (cells: number): number => entry.work(cells, graph.neighbours.length);
      let at: Placement | undefined;
      const tenant = {
        evict: () => {
          at = undefined;
        },
      };
      return (seed) => {
        if (!at) at = placeForGenerator(graph, work, entry.name, tenant);
        else claimAgain(graph, at, work, entry.name, tenant);
        useLayout(at);
        run(at.offsets, at.neighbours, at.links, at.work, n, seed, ...args);
        return host.arena().bytes(at.links, n)[n >> 1]!;
      };
    },
    solve(graph, links, from, to, heuristic?: TopologyHeuristic) {
      const n = graph.cellCount;
      const m = graph.neighbours.length;
      const operation = heuristic ? "astar on a topology" : "bfs on a topology";
      const work = heuristic ? parentBytes(n) + ((4 * n + 7) & ~7) + 8 * (m + 2) : parentBytes(n) + 4 * n;
      const at = place(graph, work, heuristic ? 12 * n : 0, 8 + 4 * n, heuristic ? "astar" : "bfs", links);
      const exports = host.exports();
      let status: number;
      if (heuristic) {
        host
          .arena()
          .words(at.keys, 3 * n)
          .set(new Uint32Array(heuristic.keys.buffer, heuristic.keys.byteOffset, 3 * n));
        const run = coreFunction(exports, "topology_solve_astar", "topology A*");
        status = host.fenced(operation, () =>
          run(at.offsets, at.neighbours, at.links, at.work, n, at.keys, heuristic.code, heuristic.width, heuristic.height, from, to, at.out),
        );
      } else {
        const run = coreFunction(exports, "topology_solve_bfs", "topology BFS");
        status = host.fenced(operation, () => run(at.offsets, at.neighbours, at.links, at.work, n, from, to, at.out));
      }
      check(status, operation);
      const [length, visited] = host.arena().words(at.out, 2) as unknown as [number, number];
      if (length === UNREACHED) return { length: -1, visited, cells: new Int32Array(0) };
      const cells = new Int32Array(length + 1);
      cells.set(host.arena().words(at.out + 8, length + 1));
      return { length, visited, cells };
    },
    distances(graph, links, from) {
      const n = graph.cellCount;
      const at = place(graph, 4 * n, 0, 4 * n, "distances", links);
      const run = coreFunction(host.exports(), "topology_distances", "topology distances");
      check(
        host.fenced("distances on a topology", () => run(at.offsets, at.neighbours, at.links, at.work, n, from, at.out)),
        "distances on a topology",
      );
      return host.arena().words(at.out, n).slice();
    },
    farthest(graph, links, from) {
      const n = graph.cellCount;
      const at = place(graph, 8 * n, 0, 12, "the farthest cell", links);
      const run = coreFunction(host.exports(), "topology_farthest", "topology farthest");
      check(
        host.fenced("the farthest cell on a topology", () => run(at.offsets, at.neighbours, at.links, at.work, n, from, at.out)),
        "the farthest cell on a topology",
      );
      const [cell, distance, reached] = host.arena().words(at.out, 3) as unknown as [number, number, number];
      return { cell, distance, reached };
    },
    braid(graph, links, seed, threshold) {
      const n = graph.cellCount;
      const at = place(graph, 0, 0, 0, "braid", links);
      const run = coreFunction(host.exports(), "topology_braid", "topology braid");
      check(
        host.fenced("braid on a topology", () => run(at.offsets, at.neighbours, at.links, n, seed, threshold)),
        "braid on a topology",
      );
      return host.arena().bytes(at.links, n).slice();
    },
  };
}
