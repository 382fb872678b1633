// The page in Debian's Chromium (never a downloaded browser), for the web end-to-end tests: the server on an
// ephemeral port per test file, a fresh isolated context per page. One browser serves the test files a worker runs
// (they run one after another; isolate: false keeps this module): a launch took about 0.5 s of CPU and 0.6-0.9 s,
// for each of 9 files. A session closes every context when its file ends, so no page of one file runs into the next.

import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { expect, onTestFinished } from "vitest";
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

let launched: Promise<Browser> | undefined;

/**
 * This worker's browser, launched on first use (again if it went away). Its contexts are isolated from one another
 * (no shared storage or cache); Playwright ends it when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!launched) {
    const launching = chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const forget = () => {
      if (launched === launching) launched = undefined;
    };
    launched = launching;
    launching.then((browser) => browser.on("disconnected", forget), forget);
  }
  return launched;
}

/** Closes every context of the shared browser: what one test file opened does not run on into the next. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * Closes a context opened by a test when that test ends: a page left open keeps its worker and timers running (6
 * idle pages took an eighth of a core) until the file ends. One opened in a beforeAll, for the tests after it, stays
 * until the session closes.
 */
function closeWithTest(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test.
  }
}

export async function startSession(): Promise<Session> {
  if (!existsSync(`${defaultWebRoot}/index.html`)) throw new Error("the page is not built: run npm run build (build:web writes dist/web)");
  const running = await startServer();
  // Each context below is isolated from the others, those of earlier files included.
  const browser = await sharedBrowser();
  return {
    running,
    browser,
    async open(path = "/", options = {}) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 760 }, ...options });
      closeWithTest(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(running.base + path);
      await page.waitForSelector("body[data-ready=true]", { timeout: 20_000 });
      expect(errors).toEqual([]);
      return page;
    },
    async close() {
      await closeContexts(browser);
      await running.server.close();
    },
  };
}
