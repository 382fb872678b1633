// Disjoint sets over cells 0..n-1 (row-major interior index), shared by kruskal, fusion and growing-forest.
// One i32 per cell: a parent index (>= 0), or at a root the negated size of its set (n < 2^31 always holds).
// Mirrored by src/reference/unionfind.ts.

/** Makes every cell its own set of size 1. */
export function initSets(parent: usize, count: u32): void {
  memory.fill(parent, 0xff, <usize>count << 2);
}

/** Root of x's set, halving the path on the way (x, then every other node after it, points at its grandparent). */
@inline export function findRoot(parent: usize, x: u32): u32 {
  while (true) {
    const up = load<i32>(parent + (<usize>x << 2));
    if (up < 0) return x;
    const grand = load<i32>(parent + (<usize>up << 2));
    if (grand < 0) return <u32>up;
    store<i32>(parent + (<usize>x << 2), grand);
    x = <u32>grand;
  }
}

/** Joins the sets of two distinct roots, the smaller under the larger (a wins ties); returns the new root. */
@inline export function unite(parent: usize, a: u32, b: u32): u32 {
  const sizeA = load<i32>(parent + (<usize>a << 2));
  const sizeB = load<i32>(parent + (<usize>b << 2));
  // Sizes are stored negated, so the larger set has the smaller value.
  if (sizeB < sizeA) {
    store<i32>(parent + (<usize>a << 2), <i32>b);
    store<i32>(parent + (<usize>b << 2), sizeA + sizeB);
    return b;
  }
  store<i32>(parent + (<usize>b << 2), <i32>a);
  store<i32>(parent + (<usize>a << 2), sizeA + sizeB);
  return a;
}

/** Puts a fresh singleton x directly under the root, counting it in the root's size. */
@inline export function adopt(parent: usize, root: u32, x: u32): void {
  store<i32>(parent + (<usize>x << 2), <i32>root);
  store<i32>(parent + (<usize>root << 2), load<i32>(parent + (<usize>root << 2)) - 1);
}
