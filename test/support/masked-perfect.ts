// Independent check of a maze generated in a mask: excluded cells hold BORDER exactly where the mask says,
// and the included cells form a perfect maze (passages = cells − 1, all connected, none into an excluded cell).

import { findPaddingProblem, findPassageProblem } from "../../src/grid/check.js";
import type { Mask } from "../../src/mask/mask.js";

/** What the check reads of a mask: a Mask, or a maze's own exclusions (which may not be cropped). */
export type MaskShape = Pick<Mask, "width" | "height" | "included" | "excludes">;

export function maskedPerfectProblem(mask: MaskShape, cells: Uint8Array): string {
  const { width, height } = mask;
  const stride = width + 2;
  const problem = findPaddingProblem(width, height, cells) ?? findPassageProblem(width, height, cells, true);
  if (problem) return `(${problem.x}, ${problem.y}): ${problem.message}`;
  let passages = 0;
  let first = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = cells[(y + 1) * stride + x + 1]!;
      if (mask.excludes(x, y) !== (bits === 0x10)) return `(${x}, ${y}) is ${bits === 0x10 ? "" : "not "}excluded, the mask says otherwise`;
      if (bits === 0x10) continue;
      if (first < 0) first = (y + 1) * stride + x + 1;
      passages += ((bits >> 1) & 1) + ((bits >> 2) & 1);
    }
  }
  if (passages !== mask.included - 1) return `${passages} passages for ${mask.included} included cells`;
  const seen = new Set([first]);
  const stack = [first];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    for (const [bit, offset] of [
      [1, -stride],
      [2, 1],
      [4, stride],
      [8, -1],
    ] as const) {
      if (cells[cell]! & bit && !seen.has(cell + offset)) {
        seen.add(cell + offset);
        stack.push(cell + offset);
      }
    }
  }
  return seen.size === mask.included ? "" : `only ${seen.size} of ${mask.included} included cells are connected`;
}
