// The CLI for tests. Most commands run in a CLI server, one long-lived process per test worker that runs them one
// after another (./cli-server.mjs): the bundle's own main(), about 0.2 s of CPU less each than a process of their own,
// which ~600 commands paid. A command that reads stdin runs as a process of its own, as do the tests of what only a
// process shows (signals, a terminal, exit by a broken pipe), which spawn bin/daedalus.js themselves.

import { type ChildProcess, fork, spawn } from "node:child_process";

const bin = new URL("../../bin/daedalus.js", import.meta.url).pathname;
const serverScript = new URL("./cli-server.mjs", import.meta.url).pathname;

export interface CliRun<Output = string> {
  code: number | null;
  stdout: Output;
  stderr: string;
}

/** Where a command runs: its working directory and the variables added to its environment. */
export interface CliPlace {
  cwd?: string;
  env?: Record<string, string>;
  /** In the CLI server: milliseconds from the command's start after which it fails (see `commandDeadline`). */
  deadline?: number;
}

/**
 * Milliseconds a `serve` may run in the CLI server: the tests run there only the ones that must be refused, each
 * in a few milliseconds; one accepted would serve until the process ends.
 */
export const SERVE_DEADLINE_MS = 10_000;

/** The deadline of a command run in the CLI server: the one given, a serve's own, or none. */
export function commandDeadline(args: readonly string[], place: CliPlace): number | undefined {
  return place.deadline ?? (args[0] === "serve" ? SERVE_DEADLINE_MS : undefined);
}

type Waiting = { resolve: (run: CliRun<Buffer>) => void; reject: (error: Error) => void };

let server: { child: ChildProcess; ready: Promise<void>; waiting: Map<number, Waiting>; stderr: string } | undefined;
let nextId = 0;

function startServer(): NonNullable<typeof server> {
  const child = fork(serverScript, [], { stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "advanced" });
  const started = { child, waiting: new Map<number, Waiting>(), stderr: "", ready: Promise.resolve() };
  child.stderr!.setEncoding("utf8").on("data", (data: string) => (started.stderr = (started.stderr + data).slice(-4000)));
  started.ready = new Promise((resolve, reject) => {
    child.on("message", (message: { ready?: true; id?: number; result?: CliRun<Buffer>; error?: string; ending?: true }) => {
      if (message.ready) return resolve();
      // A command past its deadline: the server is ending, and the next command starts another.
      if (message.ending && server === started) server = undefined;
      const waiting = started.waiting.get(message.id!);
      started.waiting.delete(message.id!);
      if (waiting && message.result) waiting.resolve({ ...message.result, stdout: Buffer.from(message.result.stdout) });
      else waiting?.reject(new Error(`the CLI server failed: ${message.error}`));
      if (started.waiting.size === 0) idle(child);
    });
    child.on("exit", (code, signal) => {
      if (server === started) server = undefined;
      const error = new Error(`the CLI server ended (${signal ?? `exit ${code}`}): ${started.stderr}`);
      reject(error);
      for (const waiting of started.waiting.values()) waiting.reject(error);
    });
  });
  return started;
}

// An idle server does not keep the test worker alive.
function idle(child: ChildProcess): void {
  child.unref();
  child.channel?.unref();
}

/** `daedalus ...args` in this worker's CLI server, its stdout as bytes. */
export async function runCliInServer(args: readonly string[], place: CliPlace = {}): Promise<CliRun<Buffer>> {
  server ??= startServer();
  const { child, ready, waiting } = server;
  await ready;
  child.ref();
  child.channel?.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    child.send({ id, request: { args, ...place, deadline: commandDeadline(args, place) } });
  });
}

/** `daedalus ...args` as a process of its own, with `input` on stdin (empty: an empty stdin), its stdout as bytes. */
export function runCliProcess(input: string | Uint8Array, args: readonly string[], place: CliPlace = {}): Promise<CliRun<Buffer>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: place.cwd, env: place.env && { ...process.env, ...place.env } });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (data: Buffer) => stdout.push(data));
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(stdout), stderr }));
    child.stdin.end(input);
  });
}

/** `daedalus ...args` with `input` on stdin (empty: an empty stdin, and the command runs in the CLI server), its stdout as bytes. */
export function runCliBytes(input: string | Uint8Array, ...args: string[]): Promise<CliRun<Buffer>> {
  return input.length === 0 ? runCliInServer(args) : runCliProcess(input, args);
}

/** `daedalus ...args` with `input` on stdin, its stdout as text. */
export async function runCliWith(input: string | Uint8Array, ...args: string[]): Promise<CliRun> {
  const { code, stdout, stderr } = await runCliBytes(input, ...args);
  return { code, stdout: stdout.toString("utf8"), stderr };
}

/** `daedalus ...args` with an empty stdin. */
export const runCli = (...args: string[]): Promise<CliRun> => runCliWith("", ...args);
