// Runs CLI commands one after another in this one process, for test/support/cli.ts: the bundle's main() (what
// bin/daedalus.js runs) with stdout and stderr captured, the working directory and environment each request gives.
// A command costs its own work only, where a process of its own cost about 0.2 s of CPU to start.

import { Writable } from "node:stream";

const { main } = await import(new URL("../../dist/cli-bundle/program.js", import.meta.url).href);

/** A stream that keeps what is written to it, standing in for process.stdout or process.stderr. */
function capture(chunks) {
  return new Writable({
    write(chunk, encoding, done) {
      chunks.push(Buffer.from(chunk, encoding));
      done();
    },
  });
}

/** Replaces process[name] (a getter in Node) for one command; returns the way back. */
function swap(name, value) {
  const original = Object.getOwnPropertyDescriptor(process, name);
  Object.defineProperty(process, name, { value, configurable: true, writable: true, enumerable: true });
  return () => Object.defineProperty(process, name, original);
}

async function run({ args, cwd, env }) {
  const stdout = [];
  const stderr = [];
  const directory = process.cwd();
  const environment = { ...process.env };
  const restore = [swap("stdout", capture(stdout)), swap("stderr", capture(stderr))];
  let code;
  try {
    if (cwd) process.chdir(cwd);
    if (env) Object.assign(process.env, env);
    code = await main(args);
  } finally {
    for (const back of restore) back();
    process.chdir(directory);
    for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
    Object.assign(process.env, environment);
  }
  return { code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString("utf8") };
}

/**
 * A command cannot be stopped halfway, so one still running at its deadline (counted from its start, not from its
 * wait in the queue) fails, and this process ends with it: a `serve` that should have been refused and was not would
 * otherwise serve here for good, holding every later command of the test worker.
 */
function deadline(id, request) {
  if (request.deadline === undefined) return undefined;
  return setTimeout(() => {
    const error = `daedalus ${request.args.join(" ")} did not end within ${request.deadline} ms (a serve that should have been refused is serving?)`;
    process.send({ id, error, ending: true }, () => process.exit(1));
  }, request.deadline);
}

// One command at a time: each owns process.stdout, the directory and the environment while it runs.
let queue = Promise.resolve();
process.on("message", ({ id, request }) => {
  queue = queue.then(async () => {
    const timer = deadline(id, request);
    try {
      process.send({ id, result: await run(request) });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    } finally {
      clearTimeout(timer);
    }
  });
});
process.send({ ready: true });
// The test worker that started this process is gone: nothing more will come.
process.on("disconnect", () => process.exit(0));
