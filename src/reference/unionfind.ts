// Disjoint sets over cells 0..n-1 (row-major interior index), shared by kruskal, fusion and growing-forest.
// One i32 per cell: a parent index (>= 0), or at a root the negated size of its set.
// Mirror of assembly/unionfind.ts.

/** Makes every cell its own set of size 1. */
export function initSets(parent: Int32Array): void {
  parent.fill(-1);
}

/** Root of x's set, halving the path on the way (x, then every other node after it, points at its grandparent). */
export function findRoot(parent: Int32Array, x: number): number {
  while (true) {
    const up = parent[x]!;
    if (up < 0) return x;
    const grand = parent[up]!;
    if (grand < 0) return up;
    parent[x] = grand;
    x = grand;
  }
}

/** Joins the sets of two distinct roots, the smaller under the larger (a wins ties); returns the new root. */
export function unite(parent: Int32Array, a: number, b: number): number {
  const sizeA = parent[a]!;
  const sizeB = parent[b]!;
  // Sizes are stored negated, so the larger set has the smaller value.
  if (sizeB < sizeA) {
    parent[a] = b;
    parent[b] = sizeA + sizeB;
    return b;
  }
  parent[b] = a;
  parent[a] = sizeA + sizeB;
  return a;
}

/** Puts a fresh singleton x directly under the root, counting it in the root's size. */
export function adopt(parent: Int32Array, root: number, x: number): void {
  parent[x] = root;
  parent[root]! -= 1;
}
