// Progress of long generations: generators count the cells they finish, and every PROGRESS_CHUNK cells
// the host hears the running total. The host may cancel by throwing from the import, which unwinds
// the Wasm call (every call re-initialises what it uses, so nothing is left half-done for the next).
//
// A report every 2^20 random words too, so that onProgress could stop a walk on a thin strip (about n² steps, few
// cells done) was tried and not kept (2026-11-29): a host call inside the walks' loops, on a branch never taken, or
// in a loop around them, cost 5–22% (square wilson 1.22×, weave aldous-broder 1.17×; V8 then keeps the loops' values
// on the stack). Walks that return to the host to report, and are called again to go on, would not pay it.

@external("daedalus", "progress") declare function hostProgress(done: f64): void;

/** Cells between two reports: rare enough to cost nothing, often enough for a smooth bar. */
const PROGRESS_CHUNK: u32 = 1 << 20;

let pending: u32 = 0;
let reported: f64 = 0;

/** Starts a new progress count; the host calls it before each generation. */
export function resetProgress(): void {
  pending = 0;
  reported = 0;
}

/** Counts `cells` more finished cells, reporting to the host once a chunk has accumulated. */
@inline export function tickProgress(cells: u32): void {
  pending += cells;
  if (pending >= PROGRESS_CHUNK) report();
}

function report(): void {
  reported += <f64>pending;
  pending = 0;
  hostProgress(reported);
}
