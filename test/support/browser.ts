// The page in Debian's Chromium (never a downloaded browser), for the web end-to-end tests: the server on an
// ephemeral port, one browser per test file, a fresh isolated context per page.

import { existsSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
// The Node entry loads the Wasm core, which the server's race needs.
import "../../src/node.js";
import { defaultWebRoot } from "../../src/server/static.js";
import { type Running, startServer } from "./server.js";

export const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumAvailable = existsSync(CHROMIUM);
if (!chromiumAvailable) console.warn(`web tests: skipped, ${CHROMIUM} is missing (apt-get install chromium; .ci/run installs it)`);

export interface Session {
  running: Running;
  browser: Browser;
  /** A fresh context (no shared storage) at `path`, once the page says it is ready; page errors fail the test. */
  open(path?: string, options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function startSession(): Promise<Session> {
  if (!existsSync(`${defaultWebRoot}/index.html`)) throw new Error("the page is not built: run npm run build (build:web writes dist/web)");
  const running = await startServer();
  // Each launch gets a fresh temporary profile, and each context below is isolated from the other.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    running,
    browser,
    async open(path = "/", options = {}) {
      const page = await (await browser.newContext({ viewport: { width: 1200, height: 760 }, ...options })).newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(running.base + path);
      await page.waitForSelector("body[data-ready=true]", { timeout: 20_000 });
      expect(errors).toEqual([]);
      return page;
    },
    async close() {
      await browser.close();
      await running.server.close();
    },
  };
}
