// Progress of long generations: generators count the cells they finish, and every PROGRESS_CHUNK cells
// the host hears the running total. The host may cancel by throwing from the import, which unwinds
// the Wasm call (every call re-initialises what it uses, so nothing is left half-done for the next).

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
