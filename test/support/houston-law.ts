// The exact probability of every spanning tree of a small W×H grid under Houston's hybrid, computed without
// sampling: the Aldous–Broder phase as a Markov chain on (walker cell, tree so far), the Wilson phase by Wilson's
// theorem (loop-erased walks into a root set V give every completion of the tree equally often; their number is
// the determinant of the grid's Laplacian restricted to the cells outside V).
// The walker inside the tree only matters by where it leaves it: from cell x, it leaves through the edge u→y
// (u in V, y outside) with probability g(u)/deg(u), g(u) the expected visits to u before leaving (g = e_x·(I − P_VV)⁻¹).

/** A grid's cells and edges: edge k joins cells a[k] and b[k]; trees and edge sets are bitmasks over the edges. */
export interface SmallGrid {
  readonly cells: number;
  readonly edges: readonly (readonly [number, number])[];
  readonly neighbours: readonly (readonly number[])[];
}

/** The W×H grid graph; edges in row-major order of their west or north cell, east before south. */
export function smallGrid(width: number, height: number): SmallGrid {
  // Edge sets are 31-bit masks.
  if (2 * width * height - width - height > 31) throw new RangeError(`${width}×${height} has too many edges for this oracle`);
  const cells = width * height;
  const edges: [number, number][] = [];
  const neighbours: number[][] = Array.from({ length: cells }, () => []);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (x + 1 < width) edges.push([cell, cell + 1]);
      if (y + 1 < height) edges.push([cell, cell + width]);
    }
  }
  for (const [a, b] of edges) {
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  return { cells, edges, neighbours };
}

/** The edge set of a maze's cells (padded layout) over smallGrid's edge numbering: bit k for each open edge. */
export function treeKey(width: number, height: number, cells: Uint8Array): number {
  let key = 0;
  let edge = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = cells[(y + 1) * (width + 2) + x + 1]!;
      if (x + 1 < width) key |= ((bits >> 1) & 1) << edge++;
      if (y + 1 < height) key |= ((bits >> 2) & 1) << edge++;
    }
  }
  return key;
}

/** Every spanning tree of the grid, as edge bitmasks (by trying every set of cells − 1 edges). */
export function spanningTrees(grid: SmallGrid): number[] {
  const trees: number[] = [];
  const choose = (from: number, left: number, mask: number): void => {
    if (left === 0) {
      if (isForest(grid, mask)) trees.push(mask);
      return;
    }
    for (let k = from; k <= grid.edges.length - left; k++) choose(k + 1, left - 1, mask | (1 << k));
  };
  choose(0, grid.cells - 1, 0);
  return trees;
}

function isForest(grid: SmallGrid, mask: number): boolean {
  const parent = Array.from({ length: grid.cells }, (_, i) => i);
  const root = (cell: number): number => (parent[cell] === cell ? cell : root(parent[cell]!));
  for (const [k, [a, b]] of grid.edges.entries()) {
    if (!((mask >> k) & 1)) continue;
    const [ra, rb] = [root(a), root(b)];
    if (ra === rb) return false;
    parent[ra] = rb;
  }
  return true;
}

/** x solving A·x = b (Gaussian elimination with partial pivoting; A is small and well conditioned). */
function solveLinear(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let k = 0; k < n; k++) {
    let pivot = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(a[i]![k]!) > Math.abs(a[pivot]![k]!)) pivot = i;
    [a[k], a[pivot]] = [a[pivot]!, a[k]!];
    for (let i = k + 1; i < n; i++) {
      const factor = a[i]![k]! / a[k]![k]!;
      for (let j = k; j <= n; j++) a[i]![j]! -= factor * a[k]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = a[i]![n]!;
    for (let j = i + 1; j < n; j++) sum -= a[i]![j]! * x[j]!;
    x[i] = sum / a[i]![i]!;
  }
  return x;
}

/** The determinant of a small integer matrix (elimination in floating point, rounded: exact for these sizes). */
function determinant(matrix: number[][]): number {
  const n = matrix.length;
  const a = matrix.map((row) => [...row]);
  let det = 1;
  for (let k = 0; k < n; k++) {
    let pivot = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(a[i]![k]!) > Math.abs(a[pivot]![k]!)) pivot = i;
    if (pivot !== k) {
      [a[k], a[pivot]] = [a[pivot]!, a[k]!];
      det = -det;
    }
    det *= a[k]![k]!;
    for (let i = k + 1; i < n; i++) {
      const factor = a[i]![k]! / a[k]![k]!;
      for (let j = k; j < n; j++) a[i]![j]! -= factor * a[k]![j]!;
    }
  }
  return Math.round(det);
}

/** The number of ways Wilson's walks can complete a tree on the cells of `inside`: spanning trees of the grid with `inside` merged into one cell. */
function completions(grid: SmallGrid, inside: readonly boolean[]): number {
  const rest = [...Array(grid.cells).keys()].filter((cell) => !inside[cell]);
  const slot = new Map(rest.map((cell, i) => [cell, i]));
  const laplacian = rest.map((cell) => {
    const row = new Array<number>(rest.length).fill(0);
    row[slot.get(cell)!] = grid.neighbours[cell]!.length;
    for (const next of grid.neighbours[cell]!) if (slot.has(next)) row[slot.get(next)!]! -= 1;
    return row;
  });
  return rest.length === 0 ? 1 : determinant(laplacian);
}

/** The visited cells of a phase-1 state: the walker's cell and both ends of every tree edge. */
function visitedCells(grid: SmallGrid, walker: number, tree: number): boolean[] {
  const inside = new Array<boolean>(grid.cells).fill(false);
  inside[walker] = true;
  for (const [k, [a, b]] of grid.edges.entries()) {
    if ((tree >> k) & 1) inside[a] = inside[b] = true;
  }
  return inside;
}

/**
 * P(tree) for every spanning tree of the grid (a Map keyed by edge bitmask) when the walk starts at a uniform cell,
 * runs Aldous–Broder until `switchAt` cells are in the tree (none when switchAt ≤ 1), and Wilson completes it.
 */
export function houstonLaw(grid: SmallGrid, switchAt: number): Map<number, number> {
  // Phase 1: (walker, tree) → probability, until the tree has switchAt cells.
  let states = new Map<string, number>();
  // At the switch, by tree (or by start cell when the start alone is the tree): the tree, its cells, its probability.
  const finished = new Map<string, { tree: number; inside: boolean[]; probability: number }>();
  const finish = (key: string, tree: number, inside: boolean[], share: number): void => {
    const known = finished.get(key);
    if (known) known.probability += share;
    else finished.set(key, { tree, inside, probability: share });
  };
  for (let cell = 0; cell < grid.cells; cell++) {
    if (switchAt <= 1) finish(`start ${cell}`, 0, visitedCells(grid, cell, 0), 1 / grid.cells);
    else states.set(`${cell},0`, 1 / grid.cells);
  }
  while (states.size > 0) {
    const next = new Map<string, number>();
    for (const [state, probability] of states) {
      const [walker, tree] = state.split(",").map(Number) as [number, number];
      const inside = visitedCells(grid, walker, tree);
      const visited = [...Array(grid.cells).keys()].filter((cell) => inside[cell]);
      // Expected visits g(u) before the walk from `walker` leaves the visited cells: (I − P)ᵀ·g = e_walker.
      const step = (u: number, v: number): number => (grid.neighbours[u]!.includes(v) ? 1 / grid.neighbours[u]!.length : 0);
      const system = visited.map((v) => visited.map((u) => (u === v ? 1 : 0) - step(u, v)));
      const visits = solveLinear(
        system,
        visited.map((u) => (u === walker ? 1 : 0)),
      );
      for (const [i, u] of visited.entries()) {
        for (const y of grid.neighbours[u]!) {
          if (inside[y]) continue;
          const edge = grid.edges.findIndex(([a, b]) => (a === u && b === y) || (a === y && b === u));
          const grown = tree | (1 << edge);
          const share = (probability * visits[i]!) / grid.neighbours[u]!.length;
          if (visited.length + 1 >= switchAt) finish(`tree ${grown}`, grown, visitedCells(grid, y, grown), share);
          else next.set(`${y},${grown}`, (next.get(`${y},${grown}`) ?? 0) + share);
        }
      }
    }
    states = next;
  }
  // Phase 2: each completion of a switch tree equally likely.
  const law = new Map<number, number>();
  const trees = spanningTrees(grid);
  for (const tree of trees) law.set(tree, 0);
  for (const { tree: partial, inside, probability } of finished.values()) {
    const ways = completions(grid, inside);
    for (const tree of trees) {
      // The tree must hold exactly the partial tree's edges between the partial tree's cells.
      const other = grid.edges.some(([a, b], k) => inside[a] && inside[b] && ((tree ^ partial) >> k) & 1);
      if (!other) law.set(tree, law.get(tree)! + probability / ways);
    }
  }
  return law;
}
