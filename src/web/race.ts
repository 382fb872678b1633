// The multiplayer client: login, the maze of /game, moves with the bearer token, and everyone's moves live
// from /events. Other players' symbols stay data: drawn as canvas text or set as textContent.

import { type Direction, Maze } from "daedalus-maze";

export interface SeenPlayer {
  id: number;
  symbol: string;
  x: number;
  y: number;
}

/**
 * What a move came to: made, stopped by a wall, or refused by the server for another reason or answered without the
 * new position (said in the status).
 */
export type MoveResult = "moved" | "wall" | "refused";

export class Race {
  maze: Maze | undefined;
  /** The cell that wins the level (the server's, sent with each maze). */
  goal = { x: 0, y: 0 };
  me = 0;
  readonly players = new Map<number, SeenPlayer>();
  private token = "";
  private events: EventSource | undefined;

  constructor(
    private readonly base: string,
    private readonly redraw: () => void,
    private readonly say: (text: string) => void,
  ) {}

  async join(symbol: string): Promise<void> {
    // A login whose answer has no whole id and token (a captive portal's page, a proxy's rewrite) is no join: said,
    // and no stream is opened (the page said "joined as #undefined" and moved with the token "undefined").
    const login = await ask(`${this.base}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ symbol }) });
    const { id, token } = login.body;
    if (!Number.isSafeInteger(id) || typeof token !== "string" || !TOKEN.test(token)) {
      throw new Error(`${login.answered} without a player's id and token (${login.json ? "JSON with no whole id and token" : login.kind})`);
    }
    this.me = id as number;
    this.token = token;
    this.events = new EventSource(`${this.base}/events`);
    // An event the page cannot read (a proxy's page, another server's stream) stops the live moves, said: the
    // players it was about would otherwise stand still, or be drawn at (undefined, undefined).
    const player = (event: Event): void => {
      const update = playerOf((event as MessageEvent<string>).data);
      if (update) this.seen(update);
      else this.stopStream(STREAM_UNREADABLE);
    };
    this.events.addEventListener("join", player);
    this.events.addEventListener("move", player);
    // A stream that fails is said: the race would otherwise show the other players standing still.
    this.events.onerror = () => {
      this.say(this.streamClosed() ? (this.stopped ?? STREAM_REFUSED) : "live moves lost: reconnecting…");
    };
    this.events.addEventListener("level", () => void this.load().catch((error: Error) => this.say(`could not load the new level: ${error.message}`)));
    await this.load();
    this.say(this.streamClosed() ? (this.stopped ?? STREAM_REFUSED) : `joined as #${this.me}`);
  }

  /**
   * One move, after the moves before it have been answered: each starts from the position the last reply gave, so a
   * quick run of keys never sends a move through a wall the page could have seen (the server would answer 409).
   */
  move(direction: Direction): Promise<MoveResult> {
    const next = this.lastMove.then(
      () => this.moveNow(direction),
      () => this.moveNow(direction),
    );
    this.lastMove = next;
    return next;
  }

  private lastMove: Promise<unknown> = Promise.resolve();

  /** One move. A wall the maze shows is answered here, with no request (the server would refuse it with a 409, which
   *  the browser logs as an error); a 409 still comes when the maze changed under the move, and counts as a wall. */
  private async moveNow(direction: Direction): Promise<MoveResult> {
    const mine = this.players.get(this.me);
    if (this.maze && mine && !this.maze.has(mine.x, mine.y, direction)) {
      this.say(`a wall is in the way: no passage ${direction} from (${mine.x}, ${mine.y})`);
      return "wall";
    }
    let reply: Response;
    let body: Record<string, unknown>;
    let json: boolean;
    try {
      reply = await fetch(`${this.base}/move/${direction}`, { method: "POST", headers: { authorization: `Bearer ${this.token}` } });
      ({ body, json } = await readBody(reply));
    } catch (error) {
      // The server went away (or answered with no body): said, and the next move tries again.
      this.say(`the move was not sent: the server did not answer (${(error as Error).message})`);
      return "refused";
    }
    const now = this.players.get(this.me);
    const answered = answeredWith(reply);
    const at = cellOf(body);
    if (!reply.ok) {
      const said = typeof body.reason === "string" ? body.reason : typeof body.error === "string" ? body.error : answered;
      this.say(said);
      if (reply.status !== 409) return "refused";
      // The server says where the player is (when it does).
      if (now && at) this.seen({ ...now, ...at });
      return "wall";
    }
    if (!at) {
      // A success that does not say where the player is (a captive portal's page, a proxy's rewrite): what came is
      // said, and the player stays where the page last knew it.
      const what = json ? "JSON with no whole x and y" : notJson(reply);
      this.say(`${answered} without the new position (${what}); the move may have been made`);
      return "refused";
    }
    this.say(`you are at (${at.x}, ${at.y})`);
    if (now) this.seen({ ...now, ...at });
    return "moved";
  }

  /** The cell of this player, once joined. */
  get position(): { x: number; y: number } | undefined {
    return this.players.get(this.me);
  }

  private streamClosed(): boolean {
    return this.events?.readyState === EventSource.CLOSED;
  }

  leave(): void {
    this.events?.close();
  }

  /** Why the page closed the event stream itself, if it did. */
  private stopped: string | undefined;

  private stopStream(reason: string): void {
    this.stopped = reason;
    this.events?.close();
    this.say(reason);
  }

  /**
   * The maze and every player's position, fresh (on join and on each new level). Both answers are read whole before
   * either is used: one of the wrong shape is an error that says what the server answered, and leaves the race as it
   * was (never a new maze with the old players, or a goal of undefined that every later redraw threw on).
   */
  private async load(): Promise<void> {
    const game = await ask(`${this.base}/game`);
    const { maze: data, goal: goalData } = game.body;
    const goal = typeof goalData === "object" && goalData !== null ? cellOf(goalData as Record<string, unknown>) : undefined;
    if (typeof data !== "object" || data === null || !goal) {
      throw new Error(`${game.answered} without a maze and goal (${game.json ? "JSON with no maze object and whole goal" : game.kind})`);
    }
    let maze: Maze;
    try {
      maze = Maze.fromJSON(data);
    } catch (error) {
      throw new Error(`${game.answered} with a maze the page cannot read (${(error as Error).message})`);
    }
    const list = await ask(`${this.base}/players`);
    const players = Array.isArray(list.body.players) ? list.body.players.map(playerIn) : undefined;
    if (!players || players.some((player) => player === undefined)) {
      throw new Error(`${list.answered} without the players' list (${list.json ? "JSON with no list of players' whole ids and cells" : list.kind})`);
    }
    this.maze = maze;
    this.goal = goal;
    this.players.clear();
    for (const player of players as SeenPlayer[]) this.players.set(player.id, { ...player, symbol: player.symbol ?? "?" });
    this.redraw();
  }

  private seen(update: SeenPlayer): void {
    const known = this.players.get(update.id);
    this.players.set(update.id, { id: update.id, symbol: update.symbol ?? known?.symbol ?? "?", x: update.x, y: update.y });
    this.redraw();
  }
}

/** A token the page can send: one or more visible ASCII characters (the server's are base64url), never a header's end. */
const TOKEN = /^[\x21-\x7e]+$/;
const STREAM_REFUSED = "live moves stopped: the server refused the event stream (join again)";
const STREAM_UNREADABLE = "live moves stopped: the server sent an event the page could not read (join again)";

/** A cell's whole coordinates, if `value` has them. */
function cellOf(value: Record<string, unknown>): { x: number; y: number } | undefined {
  const { x, y } = value;
  return Number.isSafeInteger(x) && Number.isSafeInteger(y) ? { x: x as number, y: y as number } : undefined;
}

/** A join or move event's player, if its data is JSON of one: a whole id and cell, and a string symbol or none. */
function playerOf(data: string): SeenPlayer | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  return playerIn(value);
}

/** `value` as a player, if it is one: a whole id and cell, and a string symbol or none. */
function playerIn(value: unknown): SeenPlayer | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const at = cellOf(fields);
  if (!at || !Number.isSafeInteger(fields.id) || (fields.symbol !== undefined && typeof fields.symbol !== "string")) return undefined;
  return { id: fields.id as number, symbol: fields.symbol as string, ...at };
}

/** A reply's JSON body, or an empty object when it has none (a proxy's error page, an empty 502); `json` says which. */
async function readBody(reply: Response): Promise<{ body: Record<string, unknown>; json: boolean }> {
  const text = await reply.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { body: {}, json: false };
  }
  return { body: typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {}, json: true };
}

/** The status a reply came with, as the race status says it: "the server answered 200 OK". */
function answeredWith(reply: Response): string {
  return `the server answered ${reply.status} ${reply.statusText}`.trim();
}

/** What a body that is not JSON was, by its content type: "a text/html body, not JSON". */
function notJson(reply: Response): string {
  const type = reply.headers.get("content-type")?.split(";")[0]?.trim();
  return type ? `a ${type} body, not JSON` : "a body that is not JSON";
}

/**
 * A success's body (or an empty object when it is not a JSON object), whether it was JSON, and how to say what came:
 * the caller checks its shape. Anything but a success is an error that says what the server answered.
 */
async function ask(url: string, init?: RequestInit): Promise<{ body: Record<string, unknown>; json: boolean; answered: string; kind: string }> {
  let reply: Response;
  let read: { body: Record<string, unknown>; json: boolean };
  try {
    reply = await fetch(url, init);
    read = await readBody(reply);
  } catch (error) {
    throw new Error(`the server did not answer (${(error as Error).message})`);
  }
  const { body, json } = read;
  const answered = answeredWith(reply);
  const said = typeof body.error === "string" ? `: ${body.error}` : "";
  if (!reply.ok) throw new Error(`${answered}${said}`);
  return { body, json, answered, kind: notJson(reply) };
}
