// Memory of the big-maze machinery, measured on the process (/usr/bin/time -v) at sizes that take seconds: a stream
// 30000 cells wide keeps its peak flat whatever its height; a batch of large mazes ahead of a writer slower than its
// workers (gzip) holds about the pool's byte window, not 16 mazes per worker.

import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BATCH_WINDOW_BYTES } from "../../src/cli/batch.js";
import { measure } from "../support/time-v.js";

const MiB = 2 ** 20;

describe("memory of streams and batches", () => {
  it.each([
    ["eller in binary", ["-a", "eller", "-f", "binary"]],
    ["eller in hex", ["-a", "eller", "-f", "hex"]],
    ["eller in ascii", ["-a", "eller", "-f", "ascii"]],
  ])("a 30000-wide stream of %s: the peak at 12000 rows is within 64 MiB of the peak at 3000", (_, args) => {
    const [short, tall] = [3000, 12000].map((height) => measure(["generate", "--stream", "-W", "30000", "-H", String(height), "-s", "1", ...args], true));
    expect([short!.code, tall!.code]).toEqual([0, 0]);
    console.log(`${args.join(" ")}: ${(short!.peakBytes / MiB).toFixed(0)} MiB at 3000 rows, ${(tall!.peakBytes / MiB).toFixed(0)} at 12000`);
    expect(tall!.peakBytes).toBeLessThan(short!.peakBytes + 64 * MiB);
  });

  // A tiled stream holds bands (rows of tiles): the same band height, 20 rows, at 1000 and 4000 rows. On 2 workers the
  // peak is not the bands' (3 of 0.6 MB live) but garbage: each band's bytes reach the main thread as a transferred
  // buffer, and each worker drops its band buffers, all freed only when that thread's V8 next collects, so the peak
  // grows with the bytes made until each thread's collection threshold, then stays. Measured (process.memoryUsage() in
  // each thread, 3 runs at 4000 rows): at most 46–67 MiB external on the main thread (V8 collects once external
  // memory grew 64 MiB), 29–44 MiB of ArrayBuffers on each worker. Peaks at 1000, 4000 and 8000 rows (50, 200 and 400
  // tiles): 138–155, 167–196 and 186 MiB; with gc() every 20 ms in every thread, 98 and 100 MiB at 1000 and 4000; on
  // 1 worker (this thread alone), 63 and 62 MiB.
  it("a 30000-wide tiled stream on 2 workers: the peak at 4000 rows is within 96 MiB of the peak at 1000, bands of 20 rows", () => {
    const [short, tall] = [
      [1000, 50],
      [4000, 200],
    ].map(([height, tiles]) =>
      measure(
        [
          "generate",
          "--stream",
          "-a",
          "backtracker",
          "-W",
          "30000",
          "-H",
          String(height),
          "--tiles",
          String(tiles),
          "-s",
          "1",
          "-f",
          "binary",
          "--workers",
          "2",
        ],
        true,
      ),
    );
    expect([short!.code, tall!.code]).toEqual([0, 0]);
    console.log(`tiled: ${(short!.peakBytes / MiB).toFixed(0)} MiB at 1000 rows, ${(tall!.peakBytes / MiB).toFixed(0)} at 4000`);
    // Measured: 138 and 196 MiB (4 times the tiles, of a quarter the width); a band of 30000 × 20 cells is 0.6 MB. The
    // margin covers the garbage above (the short run makes 30 MB, too little to reach the thresholds).
    expect(tall!.peakBytes).toBeLessThan(short!.peakBytes + 96 * MiB);
  });

  // Each maze is 32 MB of ascii; gzip on the main thread is slower than two workers making them, and the pool handed
  // out up to 32 ahead of the writer (2 × 16): the peak grew with the batch (16 mazes: 744 MB; with the window, 516 MB).
  it("a gzipped batch of ascii mazes of 32 MB on 2 workers: the peak for 24 mazes is within 96 MiB of the peak for 8", () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-window-"));
    const [few, many] = [8, 24].map((count) =>
      measure(
        ["generate", "-n", String(count), "-W", "2000", "-H", "2000", "-s", "1", "-f", "ascii", "--workers", "2", "-o", join(directory, `${count}.txt.gz`)],
        false,
      ),
    );
    expect([few!.code, many!.code]).toEqual([0, 0]);
    expect(statSync(join(directory, "24.txt.gz")).size).toBeGreaterThan(0);
    console.log(
      `gzipped batch: ${(few!.peakBytes / MiB).toFixed(0)} MiB for 8 mazes, ${(many!.peakBytes / MiB).toFixed(0)} for 24, window ${BATCH_WINDOW_BYTES / MiB} MiB`,
    );
    expect(many!.peakBytes).toBeLessThan(few!.peakBytes + 96 * MiB);
  });
});
