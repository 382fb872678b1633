// The CLI as a child process, for tests that run their commands at once (describe.concurrent): each test waits on
// its own processes while the others' run.

import { spawn } from "node:child_process";

const bin = new URL("../../bin/daedalus.js", import.meta.url).pathname;

export interface CliRun<Output = string> {
  code: number | null;
  stdout: Output;
  stderr: string;
}

/** `daedalus ...args` with `input` on stdin (empty: an empty stdin), its stdout as bytes. */
export function runCliBytes(input: string, ...args: string[]): Promise<CliRun<Buffer>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args]);
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (data: Buffer) => stdout.push(data));
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(stdout), stderr }));
    child.stdin.end(input);
  });
}

/** `daedalus ...args` with `input` on stdin, its stdout as text. */
export async function runCliWith(input: string, ...args: string[]): Promise<CliRun> {
  const { code, stdout, stderr } = await runCliBytes(input, ...args);
  return { code, stdout: stdout.toString("utf8"), stderr };
}

/** `daedalus ...args` with an empty stdin. */
export const runCli = (...args: string[]): Promise<CliRun> => runCliWith("", ...args);
