// Making a directory and its missing parents, one level at a time: Node's mkdirSync(path, { recursive: true }) loops
// forever where mkdir fails with ENOENT under a parent that exists (/proc/x), so a CLI given such a path hung.

import { existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";

/** Makes `path` and its missing parents; returns the first directory made (undefined if none), as mkdirSync's recursive form does. */
export function makeDirectories(path: string): string | undefined {
  const missing: string[] = [];
  for (let at = path; !existsSync(at); at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  missing.reverse();
  // Outermost first; a failure (ENOENT in /proc, EACCES, ENOTDIR) is thrown by the level that failed, once the levels
  // made above it are removed again.
  let first: string | undefined;
  try {
    for (const directory of missing) {
      mkdirSync(directory);
      first ??= directory;
    }
  } catch (error) {
    if (first !== undefined) rmSync(first, { recursive: true, force: true });
    throw error;
  }
  return first;
}
