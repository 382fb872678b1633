// Takuzu in the page: the puzzle of a link is the library's puzzle for those settings; clicks solve it and the page
// says so; a broken rule is marked; a hint fills the next deduction and names its rule; keys write digits.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takuzu } from "../src/node.js";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";

const LINK = "/?tab=takuzu&t.width=6&t.height=6&t.seed=3&t.difficulty=easy&t.rules=takuzu&t.levels=daedalus";
const made = takuzu.generate({ width: 6, height: 6, seed: 3, difficulty: "easy", rules: "takuzu", levels: "daedalus" });

describe.skipIf(!chromiumAvailable)("Takuzu in the page", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows the link's puzzle, and clicks that fill in the solution make the page say it is solved", async () => {
    const page = await session.open(LINK);
    await page.waitForSelector("#takuzu-board button");
    const shown = await page.$$eval("#takuzu-board button", (cells) => cells.map((cell) => (cell as HTMLElement).dataset.value));
    expect(shown).toEqual(Array.from(made.puzzle.cells, (value) => (value === 2 ? "" : String(value))));
    expect(await page.isHidden("#maze-tab")).toBe(true);
    for (let index = 0; index < 36; index++) {
      if (made.puzzle.cells[index] !== 2) continue;
      // A click writes 0, a second 1.
      for (let click = 0; click <= made.solution.cells[index]!; click++) await page.click(`#takuzu-board button[data-index="${index}"]`);
    }
    expect(await page.getAttribute("#takuzu-board", "data-solved")).toBe("true");
    expect(await page.textContent("#t-status")).toBe("Solved! Every rule holds.");
  });

  it("marks three equal in a row, and a hint gives a cell of the solution with its rule", async () => {
    const page = await session.open(LINK);
    await page.waitForSelector("#takuzu-board button");
    const cells = made.puzzle.cells;
    // Three blanks or same-digit cells side by side in a row, where writing one digit makes three equal.
    let run = -1;
    for (let index = 0; index < 36 && run < 0; index++) {
      const x = index % 6;
      if (x > 3) continue;
      const three = [index, index + 1, index + 2].map((i) => cells[i]!);
      if (three.every((value) => value === 2 || value === 0)) run = index;
    }
    expect(run).toBeGreaterThanOrEqual(0);
    for (const index of [run, run + 1, run + 2]) if (cells[index] === 2) await page.click(`#takuzu-board button[data-index="${index}"]`);
    expect(await page.$$eval("#takuzu-board button.bad", (bad) => bad.map((cell) => Number((cell as HTMLElement).dataset.index)))).toEqual(
      expect.arrayContaining([run, run + 1, run + 2]),
    );

    const fresh = await session.open(LINK);
    await fresh.waitForSelector("#takuzu-board button");
    await fresh.click("#t-hint");
    const hinted = Number(await fresh.getAttribute("#takuzu-board button.hinted", "data-index"));
    expect(cells[hinted]).toBe(2);
    expect(await fresh.getAttribute("#takuzu-board button.hinted", "data-value")).toBe(String(made.solution.cells[hinted]));
    expect(await fresh.textContent("#t-status")).toMatch(/^row \d, column \d is [01]: (pair|gap|quota|unique lines): /);

    // Keys: the focused cell takes a typed digit; space clears it.
    const blank = cells.indexOf(2, hinted + 1);
    await fresh.focus(`#takuzu-board button[data-index="${blank}"]`);
    await fresh.click(`#takuzu-board button[data-index="${blank}"]`); // focus moves here (and writes 0)
    await fresh.keyboard.press("1");
    expect(await fresh.getAttribute(`#takuzu-board button[data-index="${blank}"]`, "data-value")).toBe("1");
    await fresh.keyboard.press(" ");
    expect(await fresh.getAttribute(`#takuzu-board button[data-index="${blank}"]`, "data-value")).toBe("");
  });

  it("levels: a link's t.levels=unruly gives the API's unruly puzzle and stays in the URL; the list switches back", async () => {
    const settings = { width: 6, height: 6, seed: 3, difficulty: "easy", rules: "takuzu" } as const;
    const unruly = takuzu.generate({ ...settings, levels: "unruly" });
    expect(Buffer.from(unruly.puzzle.cells).equals(Buffer.from(made.puzzle.cells))).toBe(false);
    const board = (page: Page) => page.$$eval("#takuzu-board button", (cells) => cells.map((cell) => (cell as HTMLElement).dataset.value));
    const digits = (cells: Uint8Array) => Array.from(cells, (value) => (value === 2 ? "" : String(value)));

    const page = await session.open(LINK.replace("t.levels=daedalus", "t.levels=unruly"));
    await page.waitForSelector("#takuzu-board button");
    expect(await board(page)).toEqual(digits(unruly.puzzle.cells));
    expect(await page.inputValue("#t-levels")).toBe("unruly");
    expect(new URL(page.url()).searchParams.get("t.levels")).toBe("unruly");
    expect(await page.textContent("#t-status")).toContain("(takuzu rules, unruly levels, seed 3)");

    await page.selectOption("#t-levels", "daedalus");
    await page.waitForFunction(() => document.getElementById("t-status")!.textContent!.includes("daedalus levels"));
    expect(new URL(page.url()).searchParams.get("t.levels")).toBe("daedalus");
    expect(await board(page)).toEqual(digits(made.puzzle.cells));
  });

  it("a bad puzzle setting in a link is refused with a message", async () => {
    const page = await session.open("/?tab=takuzu&t.width=7&t.difficulty=impossible");
    const message = (await page.textContent("#message"))!;
    expect(message).toContain('t.width: must be an even number from 4 to 32, got "7"');
    expect(message).toContain('t.difficulty: must be one of trivial, easy, normal, hard, got "impossible"');
    const levels = await session.open("/?tab=takuzu&t.levels=easy");
    expect(await levels.textContent("#message")).toContain('t.levels: must be one of daedalus, unruly, got "easy"');
  });

  it("a size the rules cannot have makes no puzzle, and Check, Hint and Solve say so (not 'Solved!')", async () => {
    const page = await session.open("/?tab=takuzu&t.width=4&t.height=32");
    await page.waitForFunction(() => document.getElementById("t-status")!.textContent!.includes("a grid 4 wide has at most 6 rows"));
    for (const button of ["#t-check", "#t-hint", "#t-solve"]) {
      await page.click(button);
      expect(await page.textContent("#t-status"), button).toBe("no puzzle to play: choose a size and rules that have one");
    }
  });

  it("changing to a size the rules cannot have takes the last puzzle away: nothing stays to play under the new settings", async () => {
    const page = await session.open("/?tab=takuzu&t.width=4&t.height=6");
    await page.waitForSelector("#takuzu-board button");
    await page.selectOption("#t-height", "8");
    await page.waitForFunction(() => document.getElementById("t-status")!.textContent!.includes("a grid 4 wide has at most 6 rows"));
    expect(new URL(page.url()).searchParams.get("t.height")).toBe("8");
    expect(await page.$$("#takuzu-board button")).toHaveLength(0);
    for (const button of ["#t-check", "#t-hint", "#t-solve"]) {
      await page.click(button);
      expect(await page.textContent("#t-status"), button).toBe("no puzzle to play: choose a size and rules that have one");
    }
  });
});
