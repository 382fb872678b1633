// 4-connected breadth-first search (mirror of src/reference/gridmap/bfs4.ts): moves N, E, S, W in that order,
// each cost 1 (straight); the queue is the heap array of the work. The search stops when the goal is found.

import { offsetOf } from "./layout";
import { closedStamp, gdAt, getWord, gsAt, heapAt, parentAt, setWord, stampAt } from "./work";

/** Searches from `from` to `to` (padded indices); returns the cells expanded. */
export function searchBfs4(map: usize, from: u32, to: u32): u32 {
  const cls = load<u8>(map + from);
  setWord(stampAt, from, closedStamp);
  setWord(gsAt, from, 0);
  setWord(gdAt, from, 0);
  setWord(parentAt, from, from);
  if (from == to) return 0;
  setWord(heapAt, 0, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  let expanded: u32 = 0;
  while (head < tail) {
    const cell = getWord(heapAt, head++);
    expanded++;
    for (let d: u32 = 0; d < 8; d += 2) {
      const next = <u32>(<i32>cell + offsetOf(d));
      if (load<u8>(map + next) != cls || getWord(stampAt, next) == closedStamp) continue;
      setWord(stampAt, next, closedStamp);
      setWord(gsAt, next, getWord(gsAt, cell) + 1);
      setWord(gdAt, next, 0);
      setWord(parentAt, next, cell);
      if (next == to) return expanded;
      setWord(heapAt, tail++, next);
    }
  }
  return expanded;
}
