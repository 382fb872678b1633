// Progress of long generations, mirrored from assembly/progress.ts: generators count the cells they finish,
// and every PROGRESS_CHUNK cells the hook hears the running total (it may throw to cancel).

const PROGRESS_CHUNK = 1 << 20;

let pending = 0;
let reported = 0;
let hook: ((done: number) => void) | undefined;

/** Starts a new count reporting to `progress` (none: counting only); called before each generation. */
export function resetProgress(progress?: (done: number) => void): void {
  pending = 0;
  reported = 0;
  hook = progress;
}

/** Counts `cells` more finished cells, reporting to the hook once a chunk has accumulated. */
export function tickProgress(cells: number): void {
  pending += cells;
  if (pending >= PROGRESS_CHUNK) {
    reported += pending;
    pending = 0;
    hook?.(reported);
  }
}
