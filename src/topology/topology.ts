// The model of a maze beyond the square grid: a topology is a graph of cells stated once, as a CSR neighbour table in a
// fixed slot order per cell, with the geometry a drawing needs; a maze on it is one byte of link bits per cell.
// The contract (indexing, slots, side codes, memory per cell) is docs/ARCHITECTURE.md, section "Topologies".

/** The topologies, in registry order. */
export const TOPOLOGY_NAMES = ["hex", "triangle", "polar", "upsilon", "3d", "weave", "wrap"] as const;
export type TopologyName = (typeof TOPOLOGY_NAMES)[number];

/** A topology has at most this many slots per cell: link bit k of a cell is slot k, and a byte holds 8. */
export const MAX_SLOTS = 8;

/** A point in unit coordinates (x right, y down). */
export type UnitPoint = readonly [x: number, y: number];

/** The parameters a topology was built from, as given after defaults (numbers and strings only). */
export type TopologyParameters = Readonly<Record<string, number | string>>;

/**
 * A graph of `cellCount` cells. Cell c's neighbours are `neighbours[offsets[c] .. offsets[c+1])`, in the topology's
 * fixed slot order (ascending side code): slot k of c is `neighbours[offsets[c] + k]`, its direction `sides[offsets[c] + k]`.
 * Neighbourhood is symmetric, with no self-loops and no repeated neighbour; the graph is connected.
 */
export interface Topology {
  readonly name: TopologyName;
  readonly parameters: TopologyParameters;
  readonly cellCount: number;
  /** The most slots any cell has (≤ MAX_SLOTS). */
  readonly maxSlots: number;
  /** cellCount + 1 entries: the start of each cell's slots in `neighbours`, and the total at the end. */
  readonly offsets: Int32Array;
  /** The neighbour of every slot, cell by cell. */
  readonly neighbours: Int32Array;
  /** The direction of every slot (a side code of the topology, listed in `sideNames`). */
  readonly sides: Uint8Array;
  /**
   * Where the cells sit on a larger lattice whose other positions hold no cell (weave: cell c at grid index of[c] of
   * W·H, increasing in c), so that the core's generators read a lattice's few shapes; absent, cell c is position c.
   */
  readonly positions?: { readonly of: Int32Array; readonly count: number };
  /**
   * The random walks (aldous-broder, wilson) take a 2-bit value at a cell of four slots instead of a 6-bit one
   * (weave: almost every step of its walks is from such a cell, and a word then pays for 15 steps, not 5).
   */
  readonly narrowWalks?: boolean;
  /** The name of each side code ("E", "SE", "cw", "out1"...). */
  readonly sideNames: readonly string[];
  /** Where cell c is in the topology's own coordinates, named by `coordinateNames` (x, y; ring, sector; x, y, z...). */
  coordinates(cell: number): readonly number[];
  readonly coordinateNames: readonly string[];
  /** The cell at those coordinates, or -1 when there is none. */
  cellAt(...coordinates: number[]): number;
  /** Cell c's outline in unit coordinates, a closed polygon listed once (polar cells: their four corners; 3d: its level's square). */
  polygon(cell: number): UnitPoint[];
  /** Cell c's centre in unit coordinates (3d: on its level's square grid). */
  centre(cell: number): UnitPoint;
  /** A lower bound on the number of steps between two cells (A*'s admissible heuristic): boundOf(heuristic, keys of both). */
  lowerBound(from: number, to: number): number;
  /** The formula of lowerBound (src/topology/heuristic.ts), the same in the reference and the core. */
  readonly heuristic: HeuristicKind;
  /** Cell c's integer keys for the heuristic (1 to 3 of them). */
  heuristicKeys(cell: number): readonly number[];
}

/** How lowerBound is computed (every formula is consistent: one step changes it by at most 1), by the same formula in the reference and the core (keys per cell from heuristicKeys). */
export type HeuristicKind =
  | { readonly kind: "manhattan" } // keys (a, b, c): |Δa| + |Δb| + |Δc|
  | { readonly kind: "chebyshev" } // keys (a, b): max(|Δa|, |Δb|)
  | { readonly kind: "hex" } // keys (q, r): cube distance (|Δq| + |Δr| + |Δq + Δr|) / 2
  | { readonly kind: "rings" } // keys (ring): |Δring|
  | { readonly kind: "half-manhattan" } // keys (x, y): ceil((|Δx| + |Δy|) / 2), weave: a step through a crossing moves 2
  | { readonly kind: "torus"; readonly width: number; readonly height: number }; // keys (x, y), each wrapped axis: min(|Δ|, size - |Δ|)

/** A maze on a topology: bit k of links[c] is set when slot k of cell c is a passage (symmetric). */
export interface TopologyMazeData {
  readonly topology: Topology;
  readonly links: Uint8Array;
}
