// The tests' CLI server (test/support/cli-server.mjs) runs every command of a test worker in one process: a command that
// cannot start fails alone, and the environment a command is given goes with it.

import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { runCliInServer } from "./support/cli.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

it("a command whose directory is missing fails alone; variables given to one command are gone for the next", async () => {
  await expect(runCliInServer(["--version"], { cwd: "/no/such/directory" })).rejects.toThrow("ENOENT");
  const printed = await runCliInServer(["--version"]);
  expect([printed.code, printed.stdout.toString(), printed.stderr]).toEqual([0, `${version}\n`, ""]);
  const batch = ["generate", "-W", "4", "-H", "3", "-n", "4", "-s", "1", "-f", "hex", "--shard"];
  const slurm = { SLURM_ARRAY_TASK_ID: "1", SLURM_ARRAY_TASK_COUNT: "2", SLURM_ARRAY_TASK_MIN: "0" };
  const fromEnvironment = await runCliInServer([...batch, "auto"], { env: slurm });
  const given = await runCliInServer([...batch, "1/2"]);
  expect([fromEnvironment.code, fromEnvironment.stderr]).toEqual([0, ""]);
  expect(fromEnvironment.stdout.equals(given.stdout)).toBe(true);
  // The variables went with their command.
  const after = await runCliInServer([...batch, "auto"]);
  expect(after.code).toBe(2);
  expect(after.stderr).toMatch(/^daedalus: --shard auto: no shard index in the environment/);
});

it("src/cli takes its arguments from main(argv), never from process.argv (main.ts alone passes them in)", () => {
  const folder = new URL("../src/cli/", import.meta.url);
  const reading = readdirSync(folder).filter((file) => file !== "main.ts" && readFileSync(new URL(file, folder), "utf8").includes("process.argv"));
  expect(reading).toEqual([]);
  expect(readFileSync(new URL("main.ts", folder), "utf8")).toContain("await main(process.argv.slice(2))");
});
