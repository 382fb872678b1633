// The multiplayer client: login, the maze of /game, moves with the bearer token, and everyone's moves live
// from /events. Other players' symbols stay data: drawn as canvas text or set as textContent.

import { type Direction, Maze } from "daedalus-maze";

export interface SeenPlayer {
  id: number;
  symbol: string;
  x: number;
  y: number;
}

export class Race {
  maze: Maze | undefined;
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
    const reply = await fetch(`${this.base}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ symbol }) });
    const body = (await reply.json()) as { id: number; token: string; error?: string };
    if (!reply.ok) throw new Error(body.error ?? reply.statusText);
    this.me = body.id;
    this.token = body.token;
    this.events = new EventSource(`${this.base}/events`);
    this.events.addEventListener("join", (event) => this.seen(JSON.parse((event as MessageEvent<string>).data) as SeenPlayer));
    this.events.addEventListener("move", (event) => this.seen(JSON.parse((event as MessageEvent<string>).data) as SeenPlayer));
    this.events.addEventListener("level", () => void this.load());
    await this.load();
    this.say(`joined as #${this.me}`);
  }

  async move(direction: Direction): Promise<void> {
    const reply = await fetch(`${this.base}/move/${direction}`, { method: "POST", headers: { authorization: `Bearer ${this.token}` } });
    const body = (await reply.json()) as { x: number; y: number; error?: string; reason?: string };
    if (!reply.ok) {
      this.say(body.reason ?? body.error ?? reply.statusText);
      return;
    }
    this.say(`you are at (${body.x}, ${body.y})`);
    const mine = this.players.get(this.me);
    if (mine) this.seen({ ...mine, x: body.x, y: body.y });
  }

  leave(): void {
    this.events?.close();
  }

  /** The maze and every player's position, fresh (on join and on each new level). */
  private async load(): Promise<void> {
    const game = (await (await fetch(`${this.base}/game`)).json()) as { maze: object };
    this.maze = Maze.fromJSON(game.maze);
    const list = (await (await fetch(`${this.base}/players`)).json()) as { players: SeenPlayer[] };
    this.players.clear();
    for (const player of list.players) this.players.set(player.id, player);
    this.redraw();
  }

  private seen(update: SeenPlayer): void {
    const known = this.players.get(update.id);
    this.players.set(update.id, { id: update.id, symbol: update.symbol ?? known?.symbol ?? "?", x: update.x, y: update.y });
    this.redraw();
  }
}
