// The browser page: every file of the built page directory, read once at start and served from memory.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The page build (npm run build:web), two levels up from both src/server and dist/server. */
export const defaultWebRoot = fileURLToPath(new URL("../../dist/web/", import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export interface PageFile {
  route: string;
  type: string;
  body: Buffer;
}

/** The page's files with the routes they answer (index.html also at "/"); none when the page is not built. */
export function pageFiles(root: string): PageFile[] {
  if (!existsSync(join(root, "index.html"))) return [];
  const files: PageFile[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const type = TYPES[extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const path = join(entry.parentPath, entry.name);
    const route = `/${relative(root, path).split(sep).join("/")}`;
    const body = readFileSync(path);
    files.push({ route, type, body });
    if (route === "/index.html") files.push({ route: "/", type, body });
  }
  return files;
}
