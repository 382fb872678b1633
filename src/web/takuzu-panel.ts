// The Takuzu tab: a puzzle made in the worker from the settings in the URL, played with clicks, taps and keys;
// broken rules are marked as they happen, and check, hint (the next deduction and its rule) and solve help.

import { takuzu } from "daedalus-maze";
import { CancelledError, type WorkerClient } from "./client.js";
import { byId, say, tell } from "./dom.js";
import { seedValue, type TakuzuSettings } from "./state.js";
import { BLANK, nextDeduction, violations } from "./takuzu-rules.js";

const SIDES = Array.from({ length: 15 }, (_, k) => 4 + 2 * k);
const FIELDS = ["width", "height", "difficulty", "rules", "levels", "seed"] as const;

export class TakuzuPanel {
  private puzzle: Uint8Array = new Uint8Array(0);
  private solution: Uint8Array = new Uint8Array(0);
  private cells: Uint8Array = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private focus = 0;
  private readonly board = byId("takuzu-board");

  constructor(
    private readonly worker: WorkerClient,
    private settings: TakuzuSettings,
    private readonly changed: (settings: TakuzuSettings) => void,
  ) {
    for (const id of ["t-width", "t-height"]) for (const side of SIDES) byId<HTMLSelectElement>(id).append(new Option(String(side), String(side)));
    for (const [id, names] of [
      ["t-difficulty", takuzu.difficulties],
      ["t-rules", takuzu.ruleSets],
      ["t-levels", takuzu.levelSystems],
    ] as const) {
      for (const name of names) byId<HTMLSelectElement>(id).append(new Option(name, name));
    }
    this.fill();
    for (const field of FIELDS) byId(`t-${field}`).addEventListener("change", () => this.onChange());
    byId("t-new").addEventListener("click", () => {
      byId<HTMLInputElement>("t-seed").value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
      this.onChange();
    });
    byId("t-check").addEventListener("click", () => this.withPuzzle(() => this.check(true)));
    byId("t-hint").addEventListener("click", () => this.withPuzzle(() => this.hint()));
    byId("t-solve").addEventListener("click", () =>
      this.withPuzzle(() => {
        this.cells = this.solution.slice();
        this.draw();
      }),
    );
    this.board.addEventListener("keydown", (event) => this.onKey(event));
    // Space clears (on keydown); its keyup would otherwise click the button and write a 0.
    this.board.addEventListener("keyup", (event) => {
      if (event.key === " ") event.preventDefault();
    });
  }

  /** Makes the settings' puzzle in the worker and shows it blank. */
  async show(): Promise<void> {
    const s = this.settings;
    say("t-status", "making the puzzle…");
    try {
      const made = await this.worker.run(
        { kind: "takuzu", width: s.width, height: s.height, seed: seedValue(s.seed), difficulty: s.difficulty, rules: s.rules, levels: s.levels },
        () => undefined,
      );
      this.puzzle = made.puzzle;
      this.solution = made.solution;
      this.cells = made.puzzle.slice();
      this.width = s.width;
      this.height = s.height;
      this.focus = 0;
      say(
        "t-status",
        `${s.difficulty} ${s.width}×${s.height} puzzle (${s.rules} rules, ${s.levels} levels, seed ${made.seed}): ${this.blanks()} blanks to fill`,
      );
      this.build();
    } catch (error) {
      // A job is cancelled by the one that replaced it, whose status ("making the puzzle…") stays.
      if (error instanceof CancelledError) return;
      // Refused settings have no puzzle: the last one goes, so nothing is played under settings it was not made for.
      this.puzzle = new Uint8Array(0);
      this.solution = new Uint8Array(0);
      this.cells = new Uint8Array(0);
      this.board.replaceChildren();
      delete this.board.dataset.solved;
      say("t-status", (error as Error).message);
    }
  }

  private fill(): void {
    const s = this.settings;
    byId<HTMLSelectElement>("t-width").value = String(s.width);
    byId<HTMLSelectElement>("t-height").value = String(s.height);
    byId<HTMLSelectElement>("t-difficulty").value = s.difficulty;
    byId<HTMLSelectElement>("t-rules").value = s.rules;
    byId<HTMLSelectElement>("t-levels").value = s.levels;
    byId<HTMLInputElement>("t-seed").value = s.seed;
  }

  private onChange(): void {
    const seed = byId<HTMLInputElement>("t-seed").value.trim();
    const next: TakuzuSettings = {
      width: Number(byId<HTMLSelectElement>("t-width").value),
      height: Number(byId<HTMLSelectElement>("t-height").value),
      difficulty: byId<HTMLSelectElement>("t-difficulty").value,
      rules: byId<HTMLSelectElement>("t-rules").value,
      levels: byId<HTMLSelectElement>("t-levels").value,
      seed: seed.length >= 1 && seed.length <= 200 && !(/^\d+$/.test(seed) && Number(seed) >= 2 ** 32) ? seed : this.settings.seed,
    };
    tell(next.seed === seed ? "" : "the seed must be 1 to 200 characters, a number below 2^32 or any text");
    this.settings = next;
    this.changed(next);
    void this.show();
  }

  private blanks(): number {
    return this.cells.reduce((count, value) => count + (value === BLANK ? 1 : 0), 0);
  }

  /** One button per cell; givens are fixed. */
  private build(): void {
    this.board.replaceChildren();
    this.board.style.setProperty("--columns", String(this.width));
    for (let index = 0; index < this.cells.length; index++) {
      const cell = document.createElement("button");
      cell.type = "button";
      cell.dataset.index = String(index);
      cell.tabIndex = index === this.focus ? 0 : -1;
      if (this.puzzle[index] !== BLANK) cell.classList.add("given");
      cell.addEventListener("click", () => this.cycle(index));
      this.board.append(cell);
    }
    this.draw();
  }

  private cycle(index: number): void {
    this.focus = index;
    if (this.puzzle[index] !== BLANK) return;
    const value = this.cells[index]!;
    this.put(index, value === BLANK ? 0 : value === 0 ? 1 : BLANK);
  }

  private put(index: number, value: number): void {
    if (this.puzzle[index] !== BLANK) return;
    this.cells[index] = value;
    this.draw();
  }

  /** Shows the digits and broken rules; a full grid with no broken rule is the solution (it is unique). */
  private draw(hinted = -1): void {
    const bad = violations(this.cells, this.width, this.height, this.settings.rules === "takuzu");
    const buttons = this.board.children;
    for (let index = 0; index < this.cells.length; index++) {
      const cell = buttons[index] as HTMLButtonElement;
      const value = this.cells[index]!;
      cell.textContent = value === BLANK ? "" : String(value);
      cell.dataset.value = value === BLANK ? "" : String(value);
      cell.classList.toggle("bad", bad.has(index));
      cell.classList.toggle("hinted", index === hinted);
      cell.setAttribute("aria-label", `row ${Math.floor(index / this.width) + 1}, column ${(index % this.width) + 1}: ${value === BLANK ? "blank" : value}`);
      cell.tabIndex = index === this.focus ? 0 : -1;
    }
    const solved = this.cells.length > 0 && bad.size === 0 && this.blanks() === 0;
    this.board.dataset.solved = String(solved);
    if (solved) say("t-status", "Solved! Every rule holds.");
    else if (bad.size > 0) say("t-status", `${bad.size} cells break a rule (marked)`);
  }

  /** Runs a button's action on the puzzle shown; with none (its settings were refused) says so instead. */
  private withPuzzle(action: () => void): void {
    if (this.solution.length === 0) say("t-status", "no puzzle to play: choose a size and rules that have one");
    else action();
  }

  /** Says what is wrong or missing; `loud` also names the first cell that differs from the solution. */
  private check(loud: boolean): void {
    this.draw();
    if (this.board.dataset.solved === "true") return;
    const wrong = this.cells.findIndex((value, index) => value !== BLANK && value !== this.solution[index]);
    if (loud && wrong >= 0) say("t-status", `not right yet: row ${Math.floor(wrong / this.width) + 1}, column ${(wrong % this.width) + 1} should change`);
    else if (loud) say("t-status", `so far so good: ${this.blanks()} blanks left`);
  }

  private hint(): void {
    const wrong = this.cells.findIndex((value, index) => value !== BLANK && value !== this.solution[index]);
    if (wrong >= 0) {
      this.draw(wrong);
      say(
        "t-status",
        `first fix row ${Math.floor(wrong / this.width) + 1}, column ${(wrong % this.width) + 1} (highlighted): it does not lead to the solution`,
      );
      return;
    }
    const found = nextDeduction(this.cells, this.width, this.height, this.settings.rules === "takuzu");
    const index = found?.index ?? this.cells.indexOf(BLANK);
    if (index < 0) return;
    const digit = found?.digit ?? this.solution[index]!;
    this.cells[index] = digit;
    this.focus = index;
    this.draw(index);
    if (this.board.dataset.solved !== "true") {
      say(
        "t-status",
        `row ${Math.floor(index / this.width) + 1}, column ${(index % this.width) + 1} is ${digit}: ${found?.rule ?? "no single rule gives a cell now; this one follows by trying the other digit until a rule breaks"}`,
      );
    }
  }

  private onKey(event: KeyboardEvent): void {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -this.width, ArrowDown: this.width };
    if (event.key in moves) {
      const next = this.focus + moves[event.key]!;
      if (next >= 0 && next < this.cells.length) this.focus = next;
    } else if (event.key === "0" || event.key === "1") this.put(this.focus, Number(event.key));
    else if (event.key === " " || event.key === "Backspace" || event.key === "Delete") this.put(this.focus, BLANK);
    else return;
    event.preventDefault();
    this.draw();
    (this.board.children[this.focus] as HTMLButtonElement).focus();
  }
}
