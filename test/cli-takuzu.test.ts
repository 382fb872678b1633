import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { takuzu } from "../src/node.js";
import { runCli as run, runCliWith } from "./support/cli.js";

describe("daedalus takuzu", () => {
  it("generate prints the API's puzzle; solve and grade read it back", async () => {
    const generated = await run("takuzu", "generate", "--size", "10x10", "--difficulty", "normal", "--seed", "1");
    expect(generated.code).toBe(0);
    const { puzzle, solution } = takuzu.generate({ width: 10, height: 10, difficulty: "normal", seed: 1 });
    expect(generated.stdout).toBe(takuzu.write(puzzle));
    const file = join(mkdtempSync(join(tmpdir(), "takuzu-")), "puzzle.txt");
    writeFileSync(file, generated.stdout);
    expect((await run("takuzu", "solve", "--input", file)).stdout).toBe(takuzu.write(solution));
    expect((await run("takuzu", "grade", "--input", file)).stdout).toBe("normal\n");
  });

  it("grade takes a json puzzle's level system unless --levels names one", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "takuzu-")), "unruly.json");
    expect((await run("takuzu", "generate", "--size", "8x8", "-s", "1", "-d", "easy", "--levels", "unruly", "-o", file)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ difficulty: "easy", levels: "unruly" });
    expect((await run("takuzu", "grade", "-i", file)).stdout).toBe("easy\n");
    expect((await run("takuzu", "grade", "-i", file, "--levels", "daedalus")).stdout).toBe("hard\n");
  });

  it("solve and grade read what generate --solution writes: the puzzle, a blank line, its solution", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "takuzu-")), "p.txt");
    expect((await run("takuzu", "generate", "--size", "6x6", "-s", "1", "--solution", "-o", file)).code).toBe(0);
    const { puzzle, solution } = takuzu.generate({ width: 6, height: 6, seed: 1 });
    expect(readFileSync(file, "utf8")).toBe(`${takuzu.write(puzzle)}\n${takuzu.write(solution)}`);
    const solved = await run("takuzu", "solve", "-i", file);
    expect([solved.code, solved.stdout, solved.stderr]).toEqual([0, takuzu.write(solution), ""]);
    const graded = await runCliWith(readFileSync(file), "takuzu", "grade", "-i", "-");
    expect([graded.code, graded.stdout, graded.stderr]).toEqual([0, "normal\n", ""]);
  });

  it("--levels unruly grades and generates by Unruly's boundaries", async () => {
    // Seed 0's 8×8 easy puzzle needs only a line's last blank filled: trivial to Unruly.
    const file = join(mkdtempSync(join(tmpdir(), "takuzu-")), "puzzle.txt");
    writeFileSync(file, (await run("takuzu", "generate", "--size", "8x8", "--difficulty", "easy", "--seed", "0")).stdout);
    expect([(await run("takuzu", "grade", "--input", file)).stdout, (await run("takuzu", "grade", "--input", file, "--levels", "unruly")).stdout]).toEqual([
      "easy\n",
      "trivial\n",
    ]);
    const generated = await run("takuzu", "generate", "--size", "8x8", "--difficulty", "easy", "--levels", "unruly", "--seed", "3");
    expect(generated.stdout).toBe(takuzu.write(takuzu.generate({ width: 8, height: 8, difficulty: "easy", levels: "unruly", seed: 3 }).puzzle));
    expect((await run("takuzu", "grade", "--input", file, "--levels", "tatham")).code).toBe(2);
  });

  it("json output carries the solution when asked", async () => {
    const { stdout } = await run("takuzu", "generate", "--size", "6x6", "--seed", "2", "--format", "json", "--solution");
    const document = JSON.parse(stdout);
    const { solution } = takuzu.generate({ width: 6, height: 6, seed: 2 });
    expect(document.solution).toEqual(JSON.parse(takuzu.write(solution, "json")).rows);
  });

  it.each([
    [["takuzu", "generate", "--size", "9x10"], 2, "daedalus: width must be an even integer from 4 to 32, got 9"],
    [["takuzu", "generate", "--size", "10"], 2, 'daedalus: --size must be WIDTHxHEIGHT, e.g. 10x10, got "10"'],
    [["takuzu", "generate", "--difficulty", "hardest"], 2, "argument 'hardest' is invalid. must be one of trivial, easy, normal, hard."],
  ])("%j exits %i with a named error", async (args, code, message) => {
    const result = await run(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });

  it("generate refuses -o with an extension no Takuzu format writes, or in a missing directory, before writing", async () => {
    const directory = mkdtempSync(join(tmpdir(), "takuzu-"));
    const jpg = await run("takuzu", "generate", "--size", "6x6", "-s", "1", "-o", join(directory, "p.jpg"));
    expect([jpg.code, jpg.stdout, jpg.stderr]).toEqual([
      2,
      "",
      `daedalus: --output ${join(directory, "p.jpg")}: no format writes .jpg files; use one of .txt .takuzu (text), .json (json), or name a format with --format\n`,
    ]);
    expect(existsSync(join(directory, "p.jpg"))).toBe(false);
    const missing = await run("takuzu", "generate", "--size", "6x6", "-s", "1", "-o", join(directory, "nodir", "p.txt"));
    expect([missing.code, missing.stderr]).toEqual([
      2,
      `daedalus: --output ${join(directory, "nodir", "p.txt")}: directory ${join(directory, "nodir")} does not exist\n`,
    ]);
    // A format named with --format writes whatever the name.
    expect((await run("takuzu", "generate", "--size", "6x6", "-s", "1", "-f", "json", "-o", join(directory, "p.dat"))).code).toBe(0);
    expect(JSON.parse(readFileSync(join(directory, "p.dat"), "utf8")).format).toBe("daedalus-takuzu/1");
  });

  it("--rules that disagrees with a json puzzle's own rules is refused by name (it was ignored: solved under the file's)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "takuzu-rules-")), "p.json");
    expect((await run("takuzu", "generate", "--size", "6x6", "--seed", "1", "-o", file)).code).toBe(0);
    const message = `daedalus: --rules unruly: ${file} is a json puzzle under takuzu rules (its "rules" field); --rules is for text puzzles\n`;
    for (const command of ["solve", "grade"]) {
      const refused = await run("takuzu", command, "-i", file, "--rules", "Unruly");
      expect([refused.code, refused.stdout, refused.stderr]).toEqual([2, "", message]);
    }
    // The file's own rules, named again, are no conflict.
    expect((await run("takuzu", "grade", "-i", file, "--rules", "takuzu")).stdout).toBe("normal\n");
  });

  it("solve says when a puzzle breaks a rule or has several solutions (exit 1)", async () => {
    const directory = mkdtempSync(join(tmpdir(), "takuzu-"));
    writeFileSync(join(directory, "bad.txt"), "0000\n....\n....\n....\n");
    writeFileSync(join(directory, "open.txt"), "....\n....\n....\n....\n");
    const bad = await run("takuzu", "solve", "--input", join(directory, "bad.txt"));
    expect([bad.code, bad.stderr]).toEqual([1, "daedalus: takuzu text: line 1, column 1: row 1 has three 0s side by side (columns 1 to 3)\n"]);
    const open = await run("takuzu", "solve", "--input", join(directory, "open.txt"));
    expect(open.code).toBe(1);
    expect(open.stderr).toMatch(/the puzzle has more than one solution, for example:/);
  });
});

describe("inputs that are pipes or devices (they had no size and read as empty)", () => {
  it("a FIFO is read to its end: takuzu grade and grid solve", async () => {
    const dir = mkdtempSync(join(tmpdir(), "takuzu-fifo-"));
    const puzzle = takuzu.write(takuzu.generate({ width: 6, height: 6, difficulty: "normal", seed: 1 }).puzzle);
    const fifo = join(dir, "puzzle.txt");
    execFileSync("mkfifo", [fifo]);
    // The writer blocks until the CLI opens the FIFO for reading.
    const writer = spawn("sh", ["-c", 'cat > "$1"', "sh", fifo], { stdio: ["pipe", "ignore", "ignore"] });
    writer.stdin.end(puzzle);
    const graded = await run("takuzu", "grade", "-i", fifo);
    expect([graded.code, graded.stdout, graded.stderr]).toEqual([0, "normal\n", ""]);
  });

  it("a device is refused unread, named (exit 2): /dev/zero would fill the reader's limit", async () => {
    const zero = await run("takuzu", "solve", "-i", "/dev/zero");
    expect([zero.code, zero.stderr]).toEqual([2, "daedalus: --input /dev/zero: is a device, expected a file or a pipe\n"]);
    const map = await run("grid", "solve", "--map", "/dev/zero", "--scen", "/dev/null");
    expect([map.code, map.stderr]).toEqual([2, "daedalus: --map /dev/zero: is a device, expected a file or a pipe\n"]);
    const maze = await run("convert", "-i", "/dev/urandom", "-f", "json");
    expect([maze.code, maze.stderr]).toEqual([2, "daedalus: --input /dev/urandom: is a device, expected a file or a pipe\n"]);
  });
});
