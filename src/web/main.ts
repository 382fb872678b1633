// The page: generate and solve with the Wasm core (timed against the TypeScript reference), play seed 001's
// game with the arrow keys, and join the multiplayer race (seed 004) with live moves over Server-Sent Events.

import { Adventure, type Direction, distances, generate, generators, init, type Mode, resolveSeed, solve } from "daedalus-maze";
import { drawMaze, drawPath, drawSymbol, type View } from "./draw.js";
import { Race } from "./race.js";

const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const canvas = byId<HTMLCanvasElement>("board");
const ARROWS: Readonly<Record<string, Direction>> = { ArrowUp: "N", ArrowRight: "E", ArrowDown: "S", ArrowLeft: "W" };

let view: View | undefined;
let animation = 0;
let game: Adventure | undefined;
let race: Race | undefined;
let playing: "adventure" | "race" | "none" = "none";

function say(id: string, text: string): void {
  byId(id).textContent = text;
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

function readRequest(): { algorithm: string; width: number; height: number; seed: string | number } {
  const seedText = byId<HTMLInputElement>("seed").value.trim();
  return {
    algorithm: byId<HTMLSelectElement>("algorithm").value,
    width: Number(byId<HTMLInputElement>("width").value),
    height: Number(byId<HTMLInputElement>("height").value),
    seed: /^\d+$/.test(seedText) ? Number(seedText) : seedText,
  };
}

function onGenerate(): void {
  cancelAnimationFrame(animation);
  playing = "none";
  try {
    const request = readRequest();
    const [maze, wasmMs] = timed(() => generate({ ...request, backend: "wasm" }));
    const [, referenceMs] = timed(() => generate({ ...request, backend: "reference" }));
    const map = maze.width * maze.height > 2500 ? distances(maze) : undefined;
    view = drawMaze(canvas, maze, map);
    say("solve-timings", "");
    say(
      "timings",
      `generated ${maze.width}×${maze.height} ${maze.algorithm}: wasm ${wasmMs.toFixed(1)} ms, reference ${referenceMs.toFixed(1)} ms (${(referenceMs / wasmMs).toFixed(1)}×)`,
    );
    canvas.dataset.generated = `${maze.algorithm} ${maze.width}x${maze.height} wasm`;
  } catch (error) {
    say("timings", (error as Error).message);
  }
}

function onSolve(): void {
  if (!view) onGenerate();
  if (!view) return;
  const current = view;
  const [solution, wasmMs] = timed(() => solve(current.maze, { backend: "wasm" }));
  const [, referenceMs] = timed(() => solve(current.maze, { backend: "reference" }));
  say("solve-timings", `solved with bfs: ${solution.length} steps; wasm ${wasmMs.toFixed(1)} ms, reference ${referenceMs.toFixed(1)} ms`);
  const perFrame = Math.max(1, Math.ceil(solution.path.length / 120));
  let drawn = 0;
  const frame = (): void => {
    const next = Math.min(solution.path.length, drawn + perFrame);
    drawPath(canvas, current, solution.path, drawn, next);
    drawn = next;
    if (drawn < solution.path.length) animation = requestAnimationFrame(frame);
  };
  cancelAnimationFrame(animation);
  animation = requestAnimationFrame(frame);
}

function drawAdventure(): void {
  if (!game) return;
  const current = game;
  view = drawMaze(canvas, current.maze, undefined, (x, y) => !current.visible(x, y));
  const show = (x: number, y: number, symbol: string, colour: string): void => {
    if (current.visible(x, y)) drawSymbol(canvas, view!, x, y, symbol, colour);
  };
  show(current.door.x, current.door.y, "🚪", "#c8a165");
  if (!current.heart.taken) show(current.heart.x, current.heart.y, "❤️", "#ffc2c8");
  if (!current.sword.taken) show(current.sword.x, current.sword.y, "🗡️", "#c9d6ff");
  for (const enemy of current.enemies) if (enemy.alive) show(enemy.x, enemy.y, "👾", "#d9a6ff");
  drawSymbol(canvas, view, current.player.x, current.player.y, "🧙", "#9be7a0");
  const state = current.status === "playing" ? "" : current.status === "won" ? " — you won!" : " — game over";
  say(
    "status",
    `level ${current.level}, lives ${current.lives}, score ${current.score}${current.hasSword ? ", sword" : ""}; you are at (${current.player.x}, ${current.player.y})${state}`,
  );
}

function onPlay(): void {
  cancelAnimationFrame(animation);
  try {
    game = new Adventure({ seed: resolveSeed(readRequest().seed), mode: byId<HTMLSelectElement>("mode").value as Mode });
  } catch (error) {
    say("status", (error as Error).message);
    return;
  }
  playing = "adventure";
  drawAdventure();
}

function drawRace(): void {
  if (!race?.maze) return;
  view = drawMaze(canvas, race.maze);
  drawSymbol(canvas, view, race.maze.width - 1, race.maze.height - 1, "🏁", "#dddddd");
  const list = byId("race-players");
  list.replaceChildren();
  for (const player of race.players.values()) {
    drawSymbol(canvas, view, player.x, player.y, player.symbol, player.id === race.me ? "#9be7a0" : "#ffd28a");
    const item = document.createElement("li");
    item.textContent = `${player.symbol} #${player.id} at (${player.x}, ${player.y})${player.id === race.me ? " (you)" : ""}`;
    list.append(item);
  }
}

async function onJoin(): Promise<void> {
  race?.leave();
  race = new Race(location.origin, drawRace, (text) => say("race-status", text));
  try {
    await race.join(byId<HTMLInputElement>("symbol").value);
    playing = "race";
  } catch (error) {
    say("race-status", `could not join: ${(error as Error).message}`);
  }
}

function onKey(event: KeyboardEvent): void {
  const direction = ARROWS[event.key];
  if (!direction || playing === "none" || event.target instanceof HTMLInputElement) return;
  event.preventDefault();
  if (playing === "adventure" && game) {
    game.move(direction);
    drawAdventure();
  } else if (playing === "race" && race) {
    void race.move(direction);
  }
}

async function start(): Promise<void> {
  await init(new URL("./daedalus.wasm", import.meta.url));
  say("backend", `Wasm core loaded; ${generators.length} generators`);
  const select = byId<HTMLSelectElement>("algorithm");
  for (const entry of generators) select.append(new Option(entry.name, entry.name));
  byId("generate").addEventListener("click", onGenerate);
  byId("solve").addEventListener("click", onSolve);
  byId("play").addEventListener("click", onPlay);
  byId("join").addEventListener("click", () => void onJoin());
  document.addEventListener("keydown", onKey);
  onGenerate();
  document.body.dataset.ready = "true";
}

void start().catch((error: Error) => say("backend", `could not start: ${error.message}`));
