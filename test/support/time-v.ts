// Runs the CLI in its own process under /usr/bin/time -v and reads its figures (the large tests' measurements).

import { spawnSync } from "node:child_process";

const bin = new URL("../../bin/daedalus.js", import.meta.url).pathname;

export interface Measured {
  code: number | null;
  seconds: number;
  peakBytes: number;
  stderr: string;
  /** Bytes written to stdout, when counted. */
  bytes: number;
}

/** Runs `daedalus …` under /usr/bin/time -v, stdout into `wc -c` when `countBytes` (else wherever the args send it). */
export function measure(args: string[], countBytes: boolean): Measured {
  const command = `/usr/bin/time -v ${process.execPath} ${bin} ${args.map((arg) => `'${arg}'`).join(" ")}${countBytes ? " | wc -c" : ""}`;
  const result = spawnSync("bash", ["-o", "pipefail", "-c", command], { encoding: "utf8", maxBuffer: 1 << 24 });
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(result.stderr);
  return {
    code: result.status,
    seconds: elapsed ? Number(elapsed[1] ?? 0) * 3600 + Number(elapsed[2]) * 60 + Number(elapsed[3]) : Number.NaN,
    peakBytes: peak ? Number(peak[1]) * 1024 : Number.NaN,
    stderr: result.stderr,
    bytes: countBytes ? Number(result.stdout.trim()) : 0,
  };
}
