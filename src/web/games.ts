// The two games on the canvas: seed 001's adventure and the multiplayer race (seed 004, moves over Server-Sent
// Events), one at a time. Moves come from the arrow keys, a swipe on the canvas or the on-screen arrows; a move into
// a wall bumps (the wall flashes and the maze shakes once).

import { Adventure, type Direction, type Mode, resolveSeed } from "daedalus-maze";
import { byId, say } from "./dom.js";
import { clearBoard, drawBump, drawMaze, drawSymbol, type View } from "./draw.js";
import { Race } from "./race.js";
import { seedValue } from "./state.js";

const ARROWS: Readonly<Record<string, Direction>> = { ArrowUp: "N", ArrowRight: "E", ArrowDown: "S", ArrowLeft: "W" };
/** A swipe shorter than this many CSS pixels is a tap, not a move. */
const SWIPE_MIN = 24;
/** How long a bump shows (the shake's length in style.css, and the wall's flash). */
const BUMP_MS = 300;
/** How far the maze shakes towards the wall, in CSS pixels. */
const BUMP_PIXELS = 6;
const STEP: Readonly<Record<Direction, readonly [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export class Games {
  private game: Adventure | undefined;
  private race: Race | undefined;
  /** What the canvas shows of the game being played. */
  private view: View | undefined;
  private bumpTimer = 0;
  private bumps = 0;
  playing: "adventure" | "race" | "none" = "none";

  constructor(
    private readonly canvas: HTMLCanvasElement,
    /** Called before a game takes the canvas (the generator stops drawing on it). */
    private readonly taking: () => void,
  ) {
    byId("play").addEventListener("click", () => this.onPlay());
    byId("join").addEventListener("click", () => void this.onJoin());
    document.addEventListener("keydown", (event) => this.onKey(event));
    for (const button of document.querySelectorAll<HTMLButtonElement>("#pad [data-move]")) {
      // On press, as a game pad does: a tap that ends a swipe's fling gets no click in Chromium, and a press is quicker.
      button.addEventListener("pointerdown", () => this.move(button.dataset.move as Direction));
      // Keyboard activation (Enter, space on the focused arrow) is a click of detail 0.
      button.addEventListener("click", (event) => {
        if (event.detail === 0) this.move(button.dataset.move as Direction);
      });
    }
    this.listenForSwipes();
  }

  /** The generator or the Takuzu tab takes over: the game ends and a race is left, so neither draws on the canvas. */
  stop(): void {
    if (this.playing === "adventure") say("status", "");
    this.playing = "none";
    this.game = undefined;
    this.leaveRace();
  }

  move(direction: Direction): void {
    if (this.playing === "adventure" && this.game) {
      const game = this.game;
      const outcome = game.move(direction);
      this.drawAdventure();
      if (!outcome.moved && outcome.reason === "wall") this.bump(game.player.x, game.player.y, direction);
    } else if (this.playing === "race" && this.race) {
      const race = this.race;
      const from = race.position;
      void race.move(direction).then((result) => {
        const at = race.position ?? from;
        if (result === "wall" && at && this.race === race && this.playing === "race") this.bump(at.x, at.y, direction);
      });
    }
  }

  /** A move into a wall: the wall flashes and the maze shakes towards it, then the game is drawn again. */
  private bump(x: number, y: number, direction: Direction): void {
    if (this.view) drawBump(this.canvas, this.view, x, y, direction);
    const [dx, dy] = STEP[direction];
    this.canvas.style.setProperty("--bump-x", `${dx * BUMP_PIXELS}px`);
    this.canvas.style.setProperty("--bump-y", `${dy * BUMP_PIXELS}px`);
    // Off and on again, so a second bump restarts the shake.
    this.canvas.classList.remove("bump");
    void this.canvas.offsetWidth;
    this.canvas.classList.add("bump");
    this.canvas.dataset.bumps = String(++this.bumps);
    clearTimeout(this.bumpTimer);
    this.bumpTimer = window.setTimeout(() => {
      this.canvas.classList.remove("bump");
      if (this.playing === "adventure") this.drawAdventure();
      else if (this.playing === "race") this.drawRace();
    }, BUMP_MS);
  }

  private leaveRace(): void {
    if (!this.race) return;
    this.race.leave();
    this.race = undefined;
    say("race-status", "left the race");
    byId("race-players").replaceChildren();
  }

  private onPlay(): void {
    try {
      this.game = new Adventure({
        seed: resolveSeed(seedValue(byId<HTMLInputElement>("seed").value.trim() || "1")),
        mode: byId<HTMLSelectElement>("mode").value as Mode,
      });
    } catch (error) {
      say("status", (error as Error).message);
      return;
    }
    this.taking();
    this.leaveRace();
    this.playing = "adventure";
    this.drawAdventure();
    this.bringIntoView();
  }

  /** On a phone the maze sits above the forms: a game that starts scrolls it (and the arrows under it) into view. */
  private bringIntoView(): void {
    if (this.canvas.getBoundingClientRect().top < 0) this.canvas.scrollIntoView({ block: "start" });
  }

  private drawAdventure(): void {
    if (!this.game) return;
    const current = this.game;
    const view = drawMaze(this.canvas, current.maze, undefined, (x, y) => !current.visible(x, y));
    this.view = view;
    const show = (x: number, y: number, symbol: string, colour: string): void => {
      if (current.visible(x, y)) drawSymbol(this.canvas, view, x, y, symbol, colour);
    };
    show(current.door.x, current.door.y, "🚪", "#c8a165");
    if (!current.heart.taken) show(current.heart.x, current.heart.y, "❤️", "#ffc2c8");
    if (!current.sword.taken) show(current.sword.x, current.sword.y, "🗡️", "#c9d6ff");
    for (const enemy of current.enemies) if (enemy.alive) show(enemy.x, enemy.y, "👾", "#d9a6ff");
    drawSymbol(this.canvas, view, current.player.x, current.player.y, "🧙", "#9be7a0");
    const state = current.status === "playing" ? "" : current.status === "won" ? " — you won!" : " — game over";
    say(
      "status",
      `level ${current.level}, lives ${current.lives}, score ${current.score}${current.hasSword ? ", sword" : ""}; you are at (${current.player.x}, ${current.player.y})${state}`,
    );
  }

  private drawRace(): void {
    const race = this.race;
    if (!race) return;
    const list = byId("race-players");
    list.replaceChildren();
    // No maze (a new level the page could not read): the old one is no longer the server's, so none is shown.
    if (!race.maze) {
      clearBoard(this.canvas);
      this.view = undefined;
      return;
    }
    const view = drawMaze(this.canvas, race.maze);
    this.view = view;
    drawSymbol(this.canvas, view, race.goal.x, race.goal.y, "🏁", "#dddddd");
    for (const player of race.players.values()) {
      drawSymbol(this.canvas, view, player.x, player.y, player.symbol, player.id === race.me ? "#9be7a0" : "#ffd28a");
      const item = document.createElement("li");
      item.textContent = `${player.symbol} #${player.id} at (${player.x}, ${player.y})${player.id === race.me ? " (you)" : ""}`;
      list.append(item);
    }
  }

  /** Joins the race; the adventure ends (its status goes with it), and only this race draws on the canvas. */
  private async onJoin(): Promise<void> {
    this.taking();
    this.leaveRace();
    if (this.playing === "adventure") say("status", "");
    this.game = undefined;
    const race = new Race(
      location.origin,
      () => {
        if (this.race === race && this.playing === "race") this.drawRace();
      },
      (text) => {
        if (this.race === race) say("race-status", text);
      },
    );
    this.race = race;
    this.playing = "race";
    try {
      await race.join(byId<HTMLInputElement>("symbol").value);
      // A join clicked again (or a game started) while this one was logging in replaced it: its event stream, opened
      // after the leave, is closed here, or it would stay open for the page's life.
      if (this.race !== race) {
        race.leave();
        return;
      }
      this.bringIntoView();
    } catch (error) {
      race.leave();
      if (this.race !== race) return;
      this.race = undefined;
      this.playing = "none";
      say("race-status", `could not join: ${(error as Error).message}`);
    }
  }

  private onKey(event: KeyboardEvent): void {
    const direction = ARROWS[event.key];
    if (!direction || this.playing === "none" || event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    event.preventDefault();
    this.move(direction);
  }

  /** A swipe across the canvas is one move in its main direction. */
  private listenForSwipes(): void {
    let from: { x: number; y: number } | undefined;
    this.canvas.addEventListener("pointerdown", (event) => {
      from = { x: event.clientX, y: event.clientY };
    });
    this.canvas.addEventListener("pointerup", (event) => {
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      from = undefined;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN) return;
      this.move(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "E" : "W") : dy > 0 ? "S" : "N");
    });
    this.canvas.addEventListener("pointercancel", () => {
      from = undefined;
    });
  }
}
