// Progress of long generations, mirrored from assembly/progress.ts: generators count the cells they finish,
// and every PROGRESS_CHUNK cells the hook hears the running total (it may throw to cancel). With a heartbeat, the
// random walks also report every so many random words, so that a walk finishing few cells can be cancelled.

const PROGRESS_CHUNK = 1 << 20;

let pending = 0;
let reported = 0;
let hook: ((done: number) => void) | undefined;
let beatWords = 0;
let wordsToBeat = 0;

/** Starts a new count reporting to `progress` (none: counting only), walks beating every `heartbeatWords` words (0: never); called before each generation. */
export function resetProgress(progress?: (done: number) => void, heartbeatWords = 0): void {
  pending = 0;
  reported = 0;
  hook = progress;
  beatWords = heartbeatWords;
  wordsToBeat = heartbeatWords;
}

/** Counts `cells` more finished cells, reporting to the hook once a chunk has accumulated. */
export function tickProgress(cells: number): void {
  pending += cells;
  if (pending >= PROGRESS_CHUNK) report();
}

/** Counts a random word a walk is about to draw, reporting the cells finished so far every `beatWords` words of a beating walk. */
export function beat(): void {
  if (beatWords !== 0 && --wordsToBeat === 0) {
    wordsToBeat = beatWords;
    report();
  }
}

function report(): void {
  reported += pending;
  pending = 0;
  hook?.(reported);
}
