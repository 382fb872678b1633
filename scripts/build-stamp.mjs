// The build's stamp: a hash of everything `npm run build` reads (the sources, the build scripts and configs, the
// lockfile that pins the compilers) and one of everything it writes (dist/ and the .wasm). The build is up to date
// when both match the stamp written by the last build that finished, so an edited source or a touched output rebuilds.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** What the build reads: these folders, whole, and these files at the root. */
const INPUT_FOLDERS = ["assembly", "src", "scripts"];
const INPUT_FILES = ["asconfig.json", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json", "tsconfig.web.json"];
/** What it writes. */
const OUTPUTS = ["dist", "build/daedalus.wasm"];
/** The stamp sits in dist/, which the build empties first: a failed build leaves none. */
export const STAMP = "dist/.build-stamp.json";

/** The hash of these paths under root (files, or folders walked in name order); a missing path hashes as missing. */
function hashPaths(root, paths, skip = new Set()) {
  const hash = createHash("sha256");
  const visit = (path) => {
    const name = relative(root, path).split(sep).join("/");
    if (skip.has(name)) return;
    if (!existsSync(path)) {
      hash.update(`missing ${name}\n`);
      return;
    }
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
      return;
    }
    const bytes = readFileSync(path);
    hash.update(`file ${name} ${bytes.length}\n`);
    hash.update(bytes);
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest("hex");
}

/** The stamp the build at root would write now. */
export function currentStamp(root) {
  return {
    inputs: hashPaths(root, [...INPUT_FOLDERS, ...INPUT_FILES]),
    outputs: hashPaths(root, OUTPUTS, new Set([STAMP])),
  };
}

/** True when the last finished build's stamp matches the sources and outputs as they are. */
export function isUpToDate(root) {
  let written;
  try {
    written = JSON.parse(readFileSync(join(root, STAMP), "utf8"));
  } catch {
    return false; // no stamp yet, or a corrupt one
  }
  const now = currentStamp(root);
  return written?.inputs === now.inputs && written?.outputs === now.outputs;
}
