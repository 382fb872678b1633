// Dead ends: cells with exactly one open passage; their share is a texture measure that separates generators.

/** Share of the W×H interior cells that are dead ends. */
export function deadEndShare(width: number, height: number, cells: Uint8Array): number {
  let deadEnds = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = cells[(y + 1) * (width + 2) + x + 1]!;
      if (bits === 1 || bits === 2 || bits === 4 || bits === 8) deadEnds++;
    }
  }
  return deadEnds / (width * height);
}

/** Leaf density of the uniform spanning tree of Z²: 8/π²·(1 − 2/π) (Manna, Dhar, Majumdar 1992). */
export const UNIFORM_TREE_LEAF_DENSITY = (8 / Math.PI ** 2) * (1 - 2 / Math.PI);
