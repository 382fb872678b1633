// The generator panel: the settings form (kept equal to the URL's state), and everything it asks of the worker —
// show (generate, distances, solve), downloads and the opt-in reference comparison — with progress and cancel.

import { findGenerator, findSolver, generators, type OptionSpec, solvers } from "daedalus-maze";
import { CancelledError, type WorkerClient } from "./client.js";
import { byId, saveBytes, say, tell } from "./dom.js";
import { drawBitmap, drawEnds, drawMaze, drawPath, type View } from "./draw.js";
import type { DownloadFormat, MazeRequest, Shown, SolverRequest } from "./protocol.js";
import { checkOption, type MazeSettings, seedValue } from "./state.js";

export class MazePanel {
  /** What the canvas shows, once a maze is drawn. */
  view: View | undefined;
  private animation = 0;

  constructor(
    private readonly worker: WorkerClient,
    private readonly canvas: HTMLCanvasElement,
    private settings: MazeSettings,
    /** Called after the form changed the settings (the page writes them to the URL). */
    private readonly changed: (settings: MazeSettings) => void,
    /** Called before the generator takes the canvas (the games stop). */
    private readonly taking: () => void,
  ) {
    const algorithm = byId<HTMLSelectElement>("algorithm");
    for (const entry of generators) algorithm.append(described(entry));
    const solver = byId<HTMLSelectElement>("solver");
    for (const entry of solvers) solver.append(described(entry));
    this.fill();
    byId("settings").addEventListener("change", (event) => this.onChange(event.target as HTMLElement));
    byId("generate").addEventListener("click", () => this.onChange(null));
    byId("new-seed").addEventListener("click", () => {
      byId<HTMLInputElement>("seed").value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
      this.onChange(null);
    });
    byId("solve").addEventListener("click", () => {
      byId<HTMLInputElement>("solved").checked = true;
      this.onChange(null);
    });
    byId("cancel").addEventListener("click", () => this.worker.cancel());
    byId("compare").addEventListener("click", () => void this.compare());
    for (const button of document.querySelectorAll<HTMLButtonElement>("button.download")) {
      button.addEventListener("click", () => void this.download(button.dataset.format as DownloadFormat));
    }
  }

  /** Stops drawing the solution (a game takes the canvas). */
  release(): void {
    cancelAnimationFrame(this.animation);
  }

  /** Generates (or reuses) and draws what the settings ask for. */
  async show(): Promise<void> {
    this.taking();
    this.release();
    const settings = this.settings;
    let shown: Shown;
    try {
      shown = await this.worker.run(
        { kind: "show", maze: mazeRequest(settings), heat: settings.view === "heat", solve: settings.solved ? solverRequest(settings) : null },
        progress,
      );
    } catch (error) {
      this.failed(error as Error);
      return;
    } finally {
      this.idle();
    }
    const drawn = { width: shown.width, height: shown.height, cells: shown.cells ?? new Uint8Array(0) };
    this.view = shown.bitmap ? drawBitmap(this.canvas, drawn, shown.bitmap, shown.scale) : drawMaze(this.canvas, drawn, shown.distances ?? undefined);
    this.canvas.dataset.view = shown.distances || (shown.bitmap && settings.view === "heat") ? "heat" : "plain";
    delete this.canvas.dataset.solved;
    this.canvas.dataset.generated = `${shown.algorithm} ${shown.width}x${shown.height} wasm`;
    this.canvas.dataset.hash = shown.hash;
    this.canvas.dataset.seed = String(shown.seed);
    say(
      "timings",
      `generated ${shown.width}×${shown.height} ${shown.algorithm} (seed ${shown.seed}) ${shown.reused ? "earlier" : `in ${shown.generateMs.toFixed(1)} ms`}, in a worker`,
    );
    say(
      "solve-timings",
      shown.path ? (shown.length < 0 ? `${settings.solver} did not reach the goal` : `solved with ${settings.solver}: ${shown.length} steps`) : "",
    );
    if (shown.path) this.animate(shown.path);
  }

  private fill(): void {
    const s = this.settings;
    byId<HTMLSelectElement>("algorithm").value = s.algorithm;
    byId<HTMLInputElement>("width").value = String(s.width);
    byId<HTMLInputElement>("height").value = String(s.height);
    byId<HTMLInputElement>("seed").value = s.seed;
    byId<HTMLSelectElement>("solver").value = s.solver;
    byId<HTMLSelectElement>("view").value = s.view;
    byId<HTMLInputElement>("solved").checked = s.solved;
    say("algorithm-about", findGenerator(s.algorithm).summary);
    say("solver-about", findSolver(s.solver).summary);
    optionInputs(byId("algorithm-options"), "o", findGenerator(s.algorithm).options, s.options);
    optionInputs(byId("solver-options"), "s", findSolver(s.solver).options, s.solverOptions);
  }

  /** Reads the form into settings (refusing what is not allowed), tells the page, and shows the result. */
  private onChange(target: HTMLElement | null): void {
    const next: MazeSettings = { ...this.settings, options: { ...this.settings.options }, solverOptions: { ...this.settings.solverOptions } };
    const problems: string[] = [];
    next.algorithm = byId<HTMLSelectElement>("algorithm").value;
    next.solver = byId<HTMLSelectElement>("solver").value;
    for (const [id, key] of [
      ["width", "width"],
      ["height", "height"],
    ] as const) {
      const value = Number(byId<HTMLInputElement>(id).value);
      if (Number.isInteger(value) && value >= 1 && value <= 8000) next[key] = value;
      else problems.push(`${id} must be a whole number in [1, 8000]`);
    }
    const seed = byId<HTMLInputElement>("seed").value.trim();
    if (seed.length >= 1 && seed.length <= 200 && !(/^\d+$/.test(seed) && Number(seed) >= 2 ** 32)) next.seed = seed;
    else problems.push("the seed must be 1 to 200 characters, a number below 2^32 or any text");
    next.view = byId<HTMLSelectElement>("view").value as MazeSettings["view"];
    next.solved = byId<HTMLInputElement>("solved").checked;
    // A new algorithm or solver starts from its own defaults; otherwise the option fields are read.
    const algorithmSpecs = findGenerator(next.algorithm).options;
    const solverSpecs = findSolver(next.solver).options;
    next.options = target?.id === "algorithm" ? {} : readOptions(byId("algorithm-options"), next.algorithm, algorithmSpecs, problems);
    next.solverOptions = target?.id === "solver" ? {} : readOptions(byId("solver-options"), next.solver, solverSpecs, problems);
    tell(problems.join("; "));
    this.settings = next;
    if (target?.id === "algorithm" || target?.id === "solver") this.fill();
    this.changed(next);
    void this.show();
  }

  private async download(format: DownloadFormat): Promise<void> {
    const s = this.settings;
    try {
      const file = await this.worker.run(
        { kind: "download", maze: mazeRequest(s), heat: s.view === "heat", solve: s.solved ? solverRequest(s) : null, format },
        progress,
      );
      saveBytes(file.bytes, file.type, file.name);
      say("timings", `saved ${file.name} (${file.bytes.length} bytes)`);
    } catch (error) {
      this.failed(error as Error);
    } finally {
      this.idle();
    }
  }

  private async compare(): Promise<void> {
    const s = this.settings;
    try {
      const { generate, solve } = await this.worker.run({ kind: "compare", maze: mazeRequest(s), solve: solverRequest(s) }, progress);
      say(
        "comparison",
        `generate: wasm ${generate.wasm.toFixed(1)} ms, reference ${generate.reference.toFixed(1)} ms (${(generate.reference / generate.wasm).toFixed(1)}×); ` +
          `solve (${s.solver}): wasm ${solve.wasm.toFixed(1)} ms, reference ${solve.reference.toFixed(1)} ms`,
      );
    } catch (error) {
      if (error instanceof CancelledError) say("comparison", "comparison cancelled");
      else this.failed(error as Error);
    } finally {
      this.idle();
    }
  }

  /** Hides the progress line, unless a newer job (the one that cancelled this) is running. */
  private idle(): void {
    if (!this.worker.busy) byId("work").hidden = true;
  }

  private failed(error: Error): void {
    if (error instanceof CancelledError) say("timings", "cancelled");
    else tell(error.message);
  }

  /** Draws the path as a line over about 120 frames, start and goal marked above it. */
  private animate(path: Uint32Array): void {
    const view = this.view!;
    const cells: [number, number][] = [];
    for (let i = 0; i < path.length; i += 2) cells.push([path[i]!, path[i + 1]!]);
    if (cells.length === 0) {
      this.canvas.dataset.solved = "-1";
      return;
    }
    const perFrame = Math.max(1, Math.ceil(cells.length / 120));
    let drawn = 0;
    const frame = (): void => {
      const next = Math.min(cells.length, drawn + perFrame);
      drawPath(this.canvas, view, cells, drawn, next);
      drawEnds(this.canvas, view, cells[0]!, cells.at(-1)!);
      drawn = next;
      if (drawn < cells.length) this.animation = requestAnimationFrame(frame);
      else this.canvas.dataset.solved = String(cells.length - 1);
    };
    this.animation = requestAnimationFrame(frame);
  }
}

/** A list entry named as in the registry, its one-line summary as the tooltip. */
function described(entry: { name: string; summary: string }): HTMLOptionElement {
  const option = new Option(entry.name, entry.name);
  option.title = entry.summary;
  return option;
}

function progress(stage: string, done: number, total: number): void {
  byId("work").hidden = false;
  say("stage", total > 1 ? `${stage} ${Math.floor((done / total) * 100)}%` : `${stage}…`);
  const bar = byId<HTMLProgressElement>("progress");
  bar.value = total > 1 ? done / total : 0;
  if (total <= 1) bar.removeAttribute("value");
}

export function mazeRequest(s: MazeSettings): MazeRequest {
  return { algorithm: s.algorithm, width: s.width, height: s.height, seed: seedValue(s.seed), options: s.options };
}

function solverRequest(s: MazeSettings): SolverRequest {
  return { solver: s.solver, options: s.solverOptions };
}

/** One field per option: a list where the spec has values, else a text field with the default as placeholder. */
function optionInputs(box: HTMLElement, prefix: string, specs: readonly OptionSpec[], values: Record<string, string>): void {
  box.replaceChildren();
  for (const spec of specs) {
    const label = document.createElement("label");
    label.title = spec.summary;
    label.append(`${spec.name} `);
    let field: HTMLInputElement | HTMLSelectElement;
    if (spec.values) {
      field = document.createElement("select");
      for (const value of spec.values) field.append(new Option(value, value));
    } else {
      field = document.createElement("input");
      field.placeholder = String(spec.default);
    }
    field.value = values[spec.name] ?? (spec.values ? String(spec.default) : "");
    field.dataset.option = spec.name;
    field.id = `${prefix}-${spec.name}`;
    label.append(field);
    box.append(label);
  }
}

/** The options set in a box (a list's value always, a text field's when not empty), each checked against its spec. */
function readOptions(box: HTMLElement, owner: string, specs: readonly OptionSpec[], problems: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const field of box.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
    const name = field.dataset.option!;
    const value = field.value.trim();
    if (value === "") continue;
    try {
      options[name] = checkOption(owner, specs, name, value);
    } catch (error) {
      problems.push(`option ${name}: ${(error as Error).message}`);
    }
  }
  return options;
}
