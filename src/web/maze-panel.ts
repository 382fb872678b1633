// The generator panel: the settings form (kept equal to the URL's state), and everything it asks of the worker —
// show (generate, distances, solve), downloads and the opt-in reference comparison — with progress and cancel.

import {
  findGenerator,
  findSolver,
  generators,
  type OptionSpec,
  solvers,
  type TopologyName,
  type TopologyParameterSpec,
  topologyGenerators,
} from "daedalus-maze";
import { CancelledError, type WorkerClient } from "./client.js";
import { byId, saveBytes, say, tell } from "./dom.js";
import { drawBitmap, drawEnds, drawMaze, drawPath, type View } from "./draw.js";
import type { DownloadFormat, MazeRequest, Shown, SolverRequest } from "./protocol.js";
import { checkOption, generatorOptions, type MazeSettings, seedValue, topologySolver } from "./state.js";
import {
  checkedTopology,
  extraParameters,
  GRIDS,
  type Grid,
  generatorOn,
  parameterValue,
  placeholderOf,
  runsOn,
  takesSize,
  topologyRequest,
} from "./topology-settings.js";

export class MazePanel {
  /** What the canvas shows, once a maze is drawn. */
  view: View | undefined;
  private animation = 0;
  /** The show running, if any: a download or comparison waits for it, and a game that takes the canvas cancels it. */
  private showing: Promise<void> | undefined;
  /** The settings of the maze drawn last (what a download saves). */
  private drawn: MazeSettings | undefined;

  constructor(
    private readonly worker: WorkerClient,
    private readonly canvas: HTMLCanvasElement,
    private settings: MazeSettings,
    /** Called after the form changed the settings (the page writes them to the URL). */
    private readonly changed: (settings: MazeSettings) => void,
    /** Called before the generator takes the canvas (the games stop). */
    private readonly taking: () => void,
  ) {
    for (const grid of GRIDS) byId<HTMLSelectElement>("topology").append(new Option(grid, grid));
    const algorithm = byId<HTMLSelectElement>("algorithm");
    for (const entry of generators) algorithm.append(described(entry));
    // Generators of topologies the square grid does not have (none today) are listed too.
    for (const entry of topologyGenerators) if (!generators.some((g) => g.name === entry.name)) algorithm.append(described(entry));
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

  /** A game takes the canvas: a maze being made is cancelled (it would draw over the game), and the drawing stops. */
  handOver(): void {
    if (this.showing) this.worker.cancel();
    this.release();
  }

  /** Stops drawing the solution, and shows the canvas rather than a topology's picture. */
  private release(): void {
    cancelAnimationFrame(this.animation);
    byId("topology-board").hidden = true;
    this.canvas.hidden = false;
  }

  /** Generates (or reuses) and draws what the settings ask for. */
  async show(): Promise<void> {
    const run = this.showNow();
    this.showing = run;
    try {
      await run;
    } finally {
      if (this.showing === run) this.showing = undefined;
    }
  }

  /** Waits until no show runs (one may replace another meanwhile). */
  private async settled(): Promise<void> {
    while (this.showing) await this.showing;
  }

  private async showNow(): Promise<void> {
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
    this.drawn = settings;
    if (shown.onTopology) {
      this.showTopology(shown);
      return;
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

  /** A maze on a topology: the worker's svg (or png, when large) in place of the canvas, with what a test or a link needs on it. */
  private showTopology(shown: Shown): void {
    const s = this.settings;
    const board = byId("topology-board");
    board.replaceChildren(shown.svg === null ? pictureOf(shown.bitmap!) : svgOf(shown.svg));
    this.canvas.hidden = true;
    board.hidden = false;
    this.view = undefined;
    Object.assign(board.dataset, {
      topology: s.topology,
      cells: String(shown.cellCount),
      generated: `${s.topology} ${shown.algorithm} wasm`,
      hash: shown.hash,
      seed: String(shown.seed),
      view: s.view,
      solved: shown.path ? String(shown.length) : "",
      path: shown.path ? Array.from(shown.path).join(",") : "",
    });
    say(
      "timings",
      `generated ${s.topology} (${shown.cellCount} cells) ${shown.algorithm} (seed ${shown.seed}) ${shown.reused ? "earlier" : `in ${shown.generateMs.toFixed(1)} ms`}, in a worker`,
    );
    say("solve-timings", shown.path ? (shown.length < 0 ? `${s.solver} did not reach the goal` : `solved with ${s.solver}: ${shown.length} steps`) : "");
  }

  private fill(): void {
    const s = this.settings;
    const grid = s.topology;
    byId<HTMLSelectElement>("topology").value = grid;
    // The registry says which generators and solvers run on the grid; the others stay listed, disabled.
    for (const option of byId<HTMLSelectElement>("algorithm").options)
      option.disabled = grid === "square" ? !generators.some((g) => g.name === option.value) : !runsOn(option.value, grid);
    for (const option of byId<HTMLSelectElement>("solver").options) option.disabled = grid !== "square" && !topologySolver(option.value);
    byId("width-field").hidden = grid !== "square" && !takesSize(grid);
    byId("height-field").hidden = grid !== "square" && !takesSize(grid);
    byId("ends-field").hidden = grid === "square";
    byId<HTMLSelectElement>("ends").value = s.ends;
    parameterInputs(byId("topology-parameters"), grid, s.parameters);
    byId<HTMLSelectElement>("algorithm").value = s.algorithm;
    byId<HTMLInputElement>("width").value = String(s.width);
    byId<HTMLInputElement>("height").value = String(s.height);
    byId<HTMLInputElement>("seed").value = s.seed;
    byId<HTMLSelectElement>("solver").value = s.solver;
    byId<HTMLSelectElement>("view").value = s.view;
    byId<HTMLInputElement>("solved").checked = s.solved;
    say("algorithm-about", grid === "square" ? findGenerator(s.algorithm).summary : generatorOn(s.algorithm, grid).summary);
    // On a topology A* takes the topology's own lower bound, and neither solver takes options.
    const onTopology = grid !== "square";
    say("solver-about", onTopology && s.solver === "astar" ? TOPOLOGY_ASTAR : findSolver(s.solver).summary);
    optionInputs(byId("algorithm-options"), "o", generatorOptions(s), s.options);
    optionInputs(byId("solver-options"), "s", onTopology ? [] : findSolver(s.solver).options, s.solverOptions);
  }

  /** Reads the form into settings (refusing what is not allowed), tells the page, and shows the result. */
  private onChange(target: HTMLElement | null): void {
    const next: MazeSettings = {
      ...this.settings,
      options: { ...this.settings.options },
      solverOptions: { ...this.settings.solverOptions },
      parameters: { ...this.settings.parameters },
    };
    const problems: string[] = [];
    next.topology = byId<HTMLSelectElement>("topology").value as Grid;
    next.ends = byId<HTMLSelectElement>("ends").value as MazeSettings["ends"];
    next.algorithm = byId<HTMLSelectElement>("algorithm").value;
    next.solver = byId<HTMLSelectElement>("solver").value;
    const regrid = target?.id === "topology";
    if (regrid) {
      // Another grid starts from its own parameters, and keeps the algorithm and solver where they run on it.
      next.parameters = {};
      if (next.topology !== "square" && !runsOn(next.algorithm, next.topology))
        next.algorithm = topologyGenerators.find((e) => runsOn(e.name, next.topology as TopologyName))!.name;
      if (next.topology !== "square" && !topologySolver(next.solver)) next.solver = "bfs";
    } else if (next.topology !== "square") next.parameters = readParameters(byId("topology-parameters"), next.topology, this.settings.parameters, problems);
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
    const algorithmSpecs = generatorOptions(next);
    const solverSpecs = findSolver(next.solver).options;
    const fresh = (id: string): boolean => target?.id === id || (regrid && id === "algorithm");
    next.options = fresh("algorithm") ? {} : readOptions(byId("algorithm-options"), next.algorithm, algorithmSpecs, problems);
    next.solverOptions = fresh("solver") || regrid ? {} : readOptions(byId("solver-options"), next.solver, solverSpecs, problems);
    if (next.topology !== "square") {
      // The topology as a whole (the builder's ranges, the page's size): refused, nothing is generated.
      try {
        checkedTopology(topologyRequest(next.topology, next.width, next.height, next.parameters));
      } catch (error) {
        problems.push((error as Error).message);
        tell(problems.join("; "));
        return;
      }
    }
    tell(problems.join("; "));
    this.settings = next;
    if (target?.id === "algorithm" || target?.id === "solver" || regrid) this.fill();
    this.changed(next);
    void this.show();
  }

  private async download(format: DownloadFormat): Promise<void> {
    // The maze shown: one being made is waited for, not cancelled (the canvas would keep the one before).
    await this.settled();
    const s = this.drawn ?? this.settings;
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
    await this.settled();
    const s = this.drawn ?? this.settings;
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

const TOPOLOGY_ASTAR = "A* with the topology's own lower bound on the steps left (hex: cube distance, polar: rings, 3d: x + y + levels…)";

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
  const request: MazeRequest = { algorithm: s.algorithm, width: s.width, height: s.height, seed: seedValue(s.seed), options: s.options };
  if (s.topology === "square") return request;
  return { ...request, topology: topologyRequest(s.topology, s.width, s.height, s.parameters), ends: s.ends };
}

/** One field per parameter of the topology beyond width and height: a list for a choice, else a text field. */
function parameterInputs(box: HTMLElement, grid: Grid, values: Record<string, string>): void {
  box.replaceChildren();
  if (grid === "square") return;
  for (const spec of extraParameters(grid)) {
    const label = document.createElement("label");
    label.title = spec.summary;
    label.append(`${spec.name[0]!.toUpperCase()}${spec.name.slice(1)} `);
    const field = spec.values ? choiceField(spec) : document.createElement("input");
    if (field instanceof HTMLInputElement) field.placeholder = placeholderOf(spec);
    field.value = values[spec.name] ?? (spec.values ? String(spec.default) : "");
    field.dataset.parameter = spec.name;
    field.id = `p-${spec.name}`;
    label.append(field);
    box.append(label);
  }
}

function choiceField(spec: TopologyParameterSpec): HTMLSelectElement {
  const field = document.createElement("select");
  for (const value of spec.values!) field.append(new Option(value, value));
  return field;
}

/** The parameters typed (an empty field is the default), each checked by kind; a refused one keeps its last value. */
function readParameters(box: HTMLElement, grid: TopologyName, last: Record<string, string>, problems: string[]): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const field of box.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-parameter]")) {
    const name = field.dataset.parameter!;
    const value = field.value.trim();
    if (value === "") continue;
    try {
      const spec = extraParameters(grid).find((candidate) => candidate.name === name);
      parameters[name] = String(parameterValue(grid, spec, name, value));
    } catch (error) {
      problems.push((error as Error).message);
      if (last[name] !== undefined) parameters[name] = last[name]!;
    }
  }
  return parameters;
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

/** The library's own svg, parsed as svg (no markup is built from text here). */
function svgOf(text: string): Node {
  return document.importNode(new DOMParser().parseFromString(text, "image/svg+xml").documentElement, true);
}

/** A canvas showing the png the worker decoded, at its own size (the style scales it down to the stage). */
function pictureOf(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}
