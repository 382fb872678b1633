// The buffer of a stream, shared by both backends: slot 0 = the row above the range, then the range.

import { BORDER } from "../grid/layout.js";

/**
 * Readies slot 0 before filling a range: the top padding before row 0, else the last row of the
 * previous range (in slot `previousCount`), which the new range reads (N bits) or completes (S bits).
 */
export function prepareRowAbove(buffer: Uint8Array, stride: number, atTop: boolean, previousCount: number): void {
  if (atTop) buffer.fill(BORDER, 0, stride);
  else buffer.copyWithin(0, previousCount * stride, (previousCount + 1) * stride);
}
