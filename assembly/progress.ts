// Progress of long generations: generators count the cells they finish, and every PROGRESS_CHUNK cells
// the host hears the running total. The host may cancel by throwing from the import, which unwinds
// the Wasm call (every call re-initialises what it uses, so nothing is left half-done for the next).
//
// Random walks (aldous-broder, wilson, houston, and the first two on topologies) on a thin shape take about n² steps
// while finishing few cells, so a host that wants to cancel them asks for a heartbeat (walk_heartbeat): the walks
// then also report every so many random words (the API asks for 2^20). Each walk has two copies, the beating one
// taken only when asked: a host call inside a walk's loop, even on a branch never taken, cost 5–22% (2026-11-29:
// square wilson 1.22×, weave aldous-broder 1.17×; V8 then keeps the loops' values on the stack), which walks nobody
// listens to never pay.

@external("daedalus", "progress") declare function hostProgress(done: f64): void;

/** Cells between two reports: rare enough to cost nothing, often enough for a smooth bar. */
const PROGRESS_CHUNK: u32 = 1 << 20;

let pending: u32 = 0;
let reported: f64 = 0;

// Words between two heartbeats (0: walks do not beat), and words left until the next.
let beatWords: u32 = 0;
let wordsToBeat: u32 = 0;

/** Starts a new progress count, without heartbeat; the host calls it before each generation. */
export function resetProgress(): void {
  pending = 0;
  reported = 0;
  setWalkHeartbeat(0);
}

/** Asks the random walks of the next generation to report every `words` random words too (0: never), after resetProgress. */
export function setWalkHeartbeat(words: u32): void {
  beatWords = words;
  wordsToBeat = words;
}

/** Whether walks take their beating copies. */
@inline export function walksBeat(): bool {
  return beatWords != 0;
}

/** Counts a random word drawn by a beating walk, reporting the cells finished so far every `beatWords` words. */
@inline export function beat(): void {
  if (--wordsToBeat == 0) heartbeat();
}

function heartbeat(): void {
  wordsToBeat = beatWords;
  report();
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
