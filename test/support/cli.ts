// The CLI as a child process, for tests that run their commands at once (describe.concurrent): each test waits on
// its own processes while the others' run.

import { spawn } from "node:child_process";

const bin = new URL("../../bin/daedalus.js", import.meta.url).pathname;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `daedalus ...args` with `input` on stdin (default: an empty stdin), its output as text. */
export function runCliWith(input: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args]);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (data: string) => (stdout += data));
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** `daedalus ...args` with an empty stdin. */
export const runCli = (...args: string[]): Promise<CliRun> => runCliWith("", ...args);
