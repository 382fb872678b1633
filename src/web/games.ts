// The two games on the canvas: seed 001's adventure and the multiplayer race (seed 004, moves over Server-Sent
// Events). Moves come from the arrow keys, a swipe on the canvas or the on-screen arrows.

import { Adventure, type Direction, type Mode, resolveSeed } from "daedalus-maze";
import { byId, say } from "./dom.js";
import { drawMaze, drawSymbol } from "./draw.js";
import { Race } from "./race.js";
import { seedValue } from "./state.js";

const ARROWS: Readonly<Record<string, Direction>> = { ArrowUp: "N", ArrowRight: "E", ArrowDown: "S", ArrowLeft: "W" };
/** A swipe shorter than this many CSS pixels is a tap, not a move. */
const SWIPE_MIN = 24;

export class Games {
  private game: Adventure | undefined;
  private race: Race | undefined;
  playing: "adventure" | "race" | "none" = "none";

  constructor(private readonly canvas: HTMLCanvasElement) {
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

  stop(): void {
    this.playing = "none";
  }

  move(direction: Direction): void {
    if (this.playing === "adventure" && this.game) {
      this.game.move(direction);
      this.drawAdventure();
    } else if (this.playing === "race" && this.race) {
      void this.race.move(direction);
    }
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
    if (!race?.maze) return;
    const view = drawMaze(this.canvas, race.maze);
    drawSymbol(this.canvas, view, race.maze.width - 1, race.maze.height - 1, "🏁", "#dddddd");
    const list = byId("race-players");
    list.replaceChildren();
    for (const player of race.players.values()) {
      drawSymbol(this.canvas, view, player.x, player.y, player.symbol, player.id === race.me ? "#9be7a0" : "#ffd28a");
      const item = document.createElement("li");
      item.textContent = `${player.symbol} #${player.id} at (${player.x}, ${player.y})${player.id === race.me ? " (you)" : ""}`;
      list.append(item);
    }
  }

  private async onJoin(): Promise<void> {
    this.race?.leave();
    this.race = new Race(
      location.origin,
      () => this.drawRace(),
      (text) => say("race-status", text),
    );
    try {
      await this.race.join(byId<HTMLInputElement>("symbol").value);
      this.playing = "race";
      this.bringIntoView();
    } catch (error) {
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
