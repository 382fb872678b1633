// The page: a maze generator whose settings live in the URL (a link reproduces the maze byte for byte), with the
// work done in a worker (progress, cancel, downloads, an opt-in comparison with the reference); seed 001's
// game and the multiplayer race on the same canvas; and Takuzu to play.

import { generators, init } from "daedalus-maze";
import { WorkerClient } from "./client.js";
import { byId, say, tell } from "./dom.js";
import { Games } from "./games.js";
import { MazePanel } from "./maze-panel.js";
import { formatState, type PageState, parseState } from "./state.js";
import { TakuzuPanel } from "./takuzu-panel.js";

function showTab(tab: PageState["tab"]): void {
  byId("maze-tab").hidden = tab !== "maze";
  byId("takuzu-tab").hidden = tab !== "takuzu";
  byId("tab-maze").setAttribute("aria-pressed", String(tab === "maze"));
  byId("tab-takuzu").setAttribute("aria-pressed", String(tab === "takuzu"));
}

async function start(): Promise<void> {
  // The main thread runs the small games; the generator and Takuzu run in the worker.
  await init(new URL("./daedalus.wasm", import.meta.url));
  say("backend", `Wasm core loaded; ${generators.length} generators`);
  const { state, problems } = parseState(location.search);
  if (problems.length > 0) tell(`This link has settings that were refused (their defaults are used): ${problems.join("; ")}`);
  const remember = (): void => history.replaceState(null, "", formatState(state));
  // One worker per panel, so a puzzle being made never cancels a maze being generated.
  const workerUrl = new URL("./worker.js", import.meta.url);
  const canvas = byId<HTMLCanvasElement>("board");
  // A game that starts stops the generator's drawing; the generator, when it draws, ends the game.
  const games = new Games(canvas, () => mazes.handOver());
  const mazes = new MazePanel(
    new WorkerClient(workerUrl),
    canvas,
    state.maze,
    (settings) => {
      state.maze = settings;
      remember();
    },
    () => games.stop(),
  );
  const puzzles = new TakuzuPanel(new WorkerClient(workerUrl), state.takuzu, (settings) => {
    state.takuzu = settings;
    remember();
  });
  // Each panel shows its first maze or puzzle when its tab is first opened.
  const first = { maze: () => mazes.show(), takuzu: () => puzzles.show() };
  const shown = new Set<PageState["tab"]>();
  const open = async (tab: PageState["tab"]): Promise<void> => {
    state.tab = tab;
    showTab(tab);
    remember();
    if (tab === "takuzu") games.stop();
    if (shown.has(tab)) return;
    shown.add(tab);
    await first[tab]();
  };
  byId("tab-maze").addEventListener("click", () => void open("maze"));
  byId("tab-takuzu").addEventListener("click", () => void open("takuzu"));
  await open(state.tab);
  document.body.dataset.ready = "true";
}

void start().catch((error: Error) => say("backend", `could not start: ${error.message}`));
