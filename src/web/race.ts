// The multiplayer client: login, the maze of /game, moves with the bearer token, and everyone's moves live
// from /events. Other players' symbols stay data: drawn as canvas text or set as textContent.

import { type Direction, Maze } from "daedalus-maze";
import { LEVEL_TRIES, ReplyError, retryAfterOf, retryWait } from "./level-retry.js";
import { cellOf, outside, playerIn, playerOf, type SeenPlayer } from "./race-cells.js";

export type { SeenPlayer } from "./race-cells.js";

/** The maze, goal and players of one load, read whole and checked before any is shown. */
interface Level {
  maze: Maze;
  goal: { x: number; y: number };
  players: SeenPlayer[];
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
  /** Why there is no maze to move on (none yet, a new level or the race after a drop not read yet), when there is none. */
  private waiting: string | undefined = NOT_JOINED;
  /** Counts the loads begun: only the latest one's maze is shown, and a leave ends any one's retries. */
  private loads = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

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
      // A player off the maze is not drawn: the server and the page no longer agree on the race.
      const off = update && this.maze && outside(this.maze, update);
      if (!update) this.stopStream(STREAM_UNREADABLE);
      else if (off) this.stopStream(`live moves stopped: the server sent player #${update.id} at ${off} (join again)`);
      // With no maze (the join's or a new level's being read) the players' list read with it replaces this.
      else if (this.maze) this.seen(update);
    };
    this.events.addEventListener("join", player);
    this.events.addEventListener("move", player);
    // A stream that fails is said: the race would otherwise show the other players standing still.
    let dropped = false;
    this.events.onerror = () => {
      dropped = !this.streamClosed();
      this.say(this.streamClosed() ? (this.stopped ?? STREAM_REFUSED) : "live moves lost: reconnecting…");
    };
    // Back after a drop: the server does not replay what it sent meanwhile (moves, a new level), so the race is read again.
    this.events.onopen = () => {
      if (!dropped) return;
      dropped = false;
      void this.reload(RESYNC);
    };
    this.events.addEventListener("level", () => void this.reload(NEW_LEVEL));
    const load = ++this.loads;
    const level = await this.read();
    // A level announced meanwhile is read by its own load, which says how it went.
    if (load !== this.loads) return;
    this.show(level);
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
    const maze = this.maze;
    // No move on a maze that is not the server's (a new level not read yet): the page could not check its walls.
    if (!maze) {
      this.say(`the move was not sent: ${this.waiting ?? NOT_JOINED}`);
      return "refused";
    }
    const mine = this.players.get(this.me);
    if (mine && !maze.has(mine.x, mine.y, direction)) {
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
    // A reply to a move on a maze no longer shown (a new level came meanwhile): its position is of the old maze.
    if (this.maze !== maze) return "refused";
    const now = this.players.get(this.me);
    const answered = answeredWith(reply);
    const at = cellOf(body);
    const off = at && outside(maze, at);
    if (!reply.ok) {
      const said = typeof body.reason === "string" ? body.reason : typeof body.error === "string" ? body.error : answered;
      this.say(said);
      if (reply.status !== 409) return "refused";
      // The server says where the player is (when it does, inside the maze).
      if (now && at && !off) this.seen({ ...now, ...at });
      return "wall";
    }
    if (!at || off) {
      // A success that does not say where the player is (a captive portal's page, a proxy's rewrite), or says a cell
      // off the maze: what came is said, and the player stays where the page last knew it.
      const what = off ? `JSON with ${off}` : json ? "JSON with no whole x and y" : notJson(reply);
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
    // No further try of a level load: a left race reads nothing more.
    this.loads++;
    clearTimeout(this.retryTimer);
  }

  /** Why the page closed the event stream itself, if it did. */
  private stopped: string | undefined;

  private stopStream(reason: string): void {
    this.stopped = reason;
    this.events?.close();
    this.say(reason);
  }

  /**
   * A new level, or the stream back after a drop (what was sent meanwhile is lost): the maze shown may no longer be
   * the server's, so moves wait until it is read again. One that cannot be read is cleared from the page (never moved
   * on) and read again a few times (level-retry.ts), then given up: said, and the stream closed (join again).
   */
  private async reload(reload: Reload): Promise<void> {
    const load = ++this.loads;
    clearTimeout(this.retryTimer);
    this.maze = undefined;
    this.waiting = reload.waiting;
    for (let tries = 1; ; tries++) {
      let failure: unknown;
      try {
        const level = await this.read();
        if (load !== this.loads) return;
        this.show(level);
        if (tries > 1) this.say(`${reload.loaded} (try ${tries} of ${LEVEL_TRIES})`);
        else if (reload.saidAtOnce) this.say(reload.loaded);
        return;
      } catch (error) {
        failure = error;
      }
      if (load !== this.loads) return;
      this.players.clear();
      this.redraw();
      const why = `${reload.failed}: ${(failure as Error).message}`;
      const wait = retryWait(failure, tries + 1);
      if (wait === undefined) {
        this.waiting = reload.lost;
        this.stopStream(`${why} (gave up after ${tries} ${tries === 1 ? "try" : "tries"}; join again)`);
        return;
      }
      this.say(`${why}; trying again (try ${tries + 1} of ${LEVEL_TRIES})…`);
      await new Promise((resolve) => {
        this.retryTimer = setTimeout(resolve, wait);
      });
      if (load !== this.loads) return;
    }
  }

  /**
   * The maze and every player's position, fresh (on join and on each new level). Both answers are read whole and
   * checked (a goal and players inside the maze) before either is used: one of the wrong shape is an error that says
   * what the server answered (never a new maze with the old players, or a goal of undefined every redraw threw on).
   */
  private async read(): Promise<Level> {
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
    const goalOff = outside(maze, goal);
    if (goalOff) throw new Error(`${game.answered} without a maze and goal (JSON with the goal at ${goalOff})`);
    const list = await ask(`${this.base}/players`);
    const players = Array.isArray(list.body.players) ? list.body.players.map(playerIn) : undefined;
    if (!players || players.some((player) => player === undefined)) {
      throw new Error(`${list.answered} without the players' list (${list.json ? "JSON with no list of players' whole ids and cells" : list.kind})`);
    }
    for (const player of players as SeenPlayer[]) {
      const off = outside(maze, player);
      if (off) throw new Error(`${list.answered} without the players' list (JSON with player #${player.id} at ${off})`);
    }
    return { maze, goal, players: players as SeenPlayer[] };
  }

  private show({ maze, goal, players }: Level): void {
    this.maze = maze;
    this.waiting = undefined;
    this.goal = goal;
    this.players.clear();
    for (const player of players) this.players.set(player.id, { ...player, symbol: player.symbol ?? "?" });
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
const NOT_JOINED = "the race is not loaded yet";

/** What a reload says: while it reads (a move refused), when it failed, once loaded (after a retry, or at once too when
 *  `saidAtOnce`: the status said the live moves were lost), given up. */
interface Reload {
  readonly waiting: string;
  readonly failed: string;
  readonly loaded: string;
  readonly saidAtOnce?: boolean;
  readonly lost: string;
}

const NEW_LEVEL: Reload = {
  waiting: "the new level is not loaded yet",
  failed: "could not load the new level",
  loaded: "the new level is loaded",
  lost: "the new level could not be loaded (join again)",
};

const RESYNC: Reload = {
  waiting: "the race is being read again after the stream came back",
  failed: "could not read the race again after the stream came back",
  loaded: "live moves back: the race is read again",
  saidAtOnce: true,
  lost: "the race could not be read again (join again)",
};

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
    throw new ReplyError(`the server did not answer (${(error as Error).message})`);
  }
  const { body, json } = read;
  const answered = answeredWith(reply);
  const said = typeof body.error === "string" ? `: ${body.error}` : "";
  if (!reply.ok) throw new ReplyError(`${answered}${said}`, reply.status, retryAfterOf(reply));
  return { body, json, answered, kind: notJson(reply) };
}
