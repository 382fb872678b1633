// The backend's progress hook for a generation's onProgress and signal (src/backends/backend.ts, ProgressHook).

import type { ProgressHook } from "./backends/backend.js";

/** Random words between two heartbeats of a walk when a signal is given: 0.03 to 0.2 s of walking here. */
export const WALK_HEARTBEAT_WORDS = 2 ** 20;

/**
 * The hook that tells onProgress (done capped at `total`) and then looks at the signal, or none when neither is given
 * (the core then only counts). With a signal the walks beat: a walk finishing few cells can be stopped too.
 */
export function progressHook(
  onProgress: ((done: number, total: number) => void) | undefined,
  signal: AbortSignal | undefined,
  total: number,
): ProgressHook | undefined {
  if (!onProgress && !signal) return undefined;
  const hook = (done: number) => {
    onProgress?.(Math.min(done, total), total);
    signal?.throwIfAborted();
  };
  return signal ? Object.assign(hook, { heartbeat: WALK_HEARTBEAT_WORDS }) : hook;
}
