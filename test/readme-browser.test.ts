// The README's "In a browser" examples run as written in Debian's Chromium, against a copy of the package laid out
// as npm installs it (package.json, dist/, build/daedalus.wasm and @assemblyscript/loader under node_modules/):
// the Vite example through `vite build` and `vite dev`, the plain page through a static file server.

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../src/node.js";
import { CHROMIUM, closeContexts, sharedBrowser } from "./support/browser.js";

const available = existsSync(CHROMIUM);
const root = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(join(root, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("\n### In a browser\n"), readme.indexOf("\n### Where a maze's cells live\n"));
const block = (language: string) => [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map((match) => match[1]!);
const expected = generate({ width: 10, height: 5, seed: 1 }).toString();

/** A project directory with the package installed as npm lays it out. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "daedalus-browser-"));
  const installed = join(dir, "node_modules/daedalus-maze");
  mkdirSync(join(installed, "build"), { recursive: true });
  cpSync(join(root, "package.json"), join(installed, "package.json"));
  cpSync(join(root, "dist"), join(installed, "dist"), { recursive: true, filter: (path) => !path.includes(`${join("dist", "web")}`) });
  cpSync(join(root, "build/daedalus.wasm"), join(installed, "build/daedalus.wasm"));
  cpSync(join(root, "node_modules/@assemblyscript/loader"), join(dir, "node_modules/@assemblyscript/loader"), { recursive: true });
  return dir;
}

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json" };

/** A static file server over `dir` on a loopback port. */
async function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url!, "http://x").pathname)));
    const file = path.endsWith("/") ? join(path, "index.html") : path;
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe.skipIf(!available)("the README's browser examples", () => {
  let browser: Browser;
  const dirs: string[] = [];
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    if (browser) await closeContexts(browser);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The text of #maze once the page filled it, with no page error. */
  async function mazeText(url: string): Promise<string> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => (document.querySelector("#maze")?.textContent ?? "") !== "", undefined, { timeout: 20_000 });
    const text = (await page.textContent("#maze"))!;
    await page.close();
    expect(errors).toEqual([]);
    return text;
  }

  it("has one Vite example and one plain page", () => {
    expect([block("js").length, block("html").length]).toEqual([1, 1]);
  });

  function viteProject(): string {
    const dir = project();
    dirs.push(dir);
    const main = block("js")[0]!;
    // The page the example's first line describes.
    writeFileSync(join(dir, "index.html"), main.split("\n")[0]!.replace(/^\/\/ main\.js, loaded by index\.html: /, ""));
    writeFileSync(join(dir, "main.js"), main);
    return dir;
  }

  it("Vite: vite build, served statically, draws generate()'s maze", async () => {
    const dir = viteProject();
    const { build } = await import("vite");
    await build({ root: dir, logLevel: "silent", build: { outDir: join(dir, "out") } });
    const { server, url } = await serveStatic(join(dir, "out"));
    try {
      expect(await mazeText(url)).toBe(expected);
    } finally {
      server.close();
    }
  });

  it("Vite: vite dev draws generate()'s maze", async () => {
    const dir = viteProject();
    const { createServer: createViteServer } = await import("vite");
    const server = await createViteServer({ root: dir, logLevel: "silent", server: { port: 0, host: "127.0.0.1" } });
    await server.listen();
    try {
      expect(await mazeText(server.resolvedUrls!.local[0]!)).toBe(expected);
    } finally {
      await server.close();
    }
  });

  it("a plain page with an import map draws generate()'s maze", async () => {
    const dir = project();
    dirs.push(dir);
    writeFileSync(join(dir, "index.html"), block("html")[0]!);
    const { server, url } = await serveStatic(dir);
    try {
      expect(await mazeText(url)).toBe(expected);
    } finally {
      server.close();
    }
  });
});
