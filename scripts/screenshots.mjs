// Takes the README's screenshots of the page: `node scripts/screenshots.mjs` (after `npm run build`) serves the page
// with `daedalus serve` on a free port, opens it in Debian's Chromium through playwright-core (as the web tests do)
// and writes docs/page-generator.png, docs/page-phone.png, docs/page-takuzu.png and docs/page-topology.png; with a directory argument, there
// instead. Not part of npm test: pictures are looked at, not compared.

import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const into = process.argv[2] ?? join(root, "docs");
const CHROMIUM = "/usr/bin/chromium";

/** Each shot: the link it opens, the window, and what to wait for before the picture is taken. */
const SHOTS = [
  {
    file: "page-generator.png",
    link: "/?algorithm=wilson&width=40&height=30&seed=7&solver=astar&view=heat&solved=1",
    context: { viewport: { width: 1200, height: 800 } },
    ready: "#board[data-solved]",
  },
  {
    file: "page-phone.png",
    link: "/?algorithm=growing-tree&width=20&height=20&seed=3&solver=bfs&view=heat&solved=1",
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 },
    ready: "#board[data-solved]",
  },
  {
    file: "page-topology.png",
    link: "/?topology=polar&p.rings=14&algorithm=wilson&seed=7&solver=astar&view=heat&solved=1",
    context: { viewport: { width: 1200, height: 800 } },
    ready: "#topology-board[data-solved]",
  },
  {
    file: "page-takuzu.png",
    link: "/?tab=takuzu&t.width=10&t.height=10&t.seed=5&t.difficulty=normal&t.rules=takuzu&t.levels=unruly",
    context: { viewport: { width: 960, height: 480 } },
    ready: "#takuzu-board button",
    // Three hints, so the picture shows played digits and the last hint highlighted with its rule.
    act: async (page) => {
      for (let k = 0; k < 3; k++) await page.click("#t-hint");
    },
  },
];

async function serve() {
  const server = spawn(process.execPath, [join(root, "bin/daedalus.js"), "serve", "--port", "0", "--seed", "4"], { stdio: ["ignore", "ignore", "pipe"] });
  const base = await new Promise((resolve, reject) => {
    let text = "";
    server.stderr.on("data", (chunk) => {
      text += chunk;
      const found = /on (http:\/\/\S+)/.exec(text);
      if (found) resolve(found[1]);
    });
    server.on("exit", (code) => reject(new Error(`daedalus serve exited (${code}): ${text}`)));
  });
  return { base, stop: () => server.kill() };
}

const { base, stop } = await serve();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  mkdirSync(into, { recursive: true });
  for (const shot of SHOTS) {
    const page = await (await browser.newContext(shot.context)).newPage();
    page.on("pageerror", (error) => {
      throw error;
    });
    await page.goto(base + shot.link);
    await page.waitForSelector("body[data-ready=true]");
    await page.waitForSelector(shot.ready);
    await shot.act?.(page);
    const file = join(into, shot.file);
    await page.screenshot({ path: file });
    console.log(file);
  }
} finally {
  await browser.close();
  stop();
}
