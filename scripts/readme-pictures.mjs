// Makes the pictures the README shows by running the commands it shows: every `daedalus generate … -o docs/…` line.
// `node scripts/readme-pictures.mjs` writes them into docs/; with a directory argument, there instead (the test
// regenerates them into a temporary directory and compares them with the committed ones). Run `npm run build` first.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The README's picture commands, as argument lists after `daedalus` (a trailing `# comment` set aside). */
export function pictureCommands(readme = readFileSync(join(root, "README.md"), "utf8")) {
  return readme
    .split("\n")
    .filter((line) => /^daedalus generate .* -o docs\/\S+\.(png|svg)\b/.test(line))
    .map((line) =>
      line
        .replace(/\s+#\s.*$/, "")
        .trim()
        .split(/\s+/)
        .slice(1),
    );
}

/** Runs `daedalus …args` in the repository's root, in a process of its own. */
function runDaedalus(args) {
  execFileSync(process.execPath, [join(root, "bin/daedalus.js"), ...args], { cwd: root, stdio: "inherit" });
}

/**
 * Runs each command, one after another, with its output in `into` (same file name) when given; resolves with the
 * outputs written. `run` runs one command's arguments in the repository's root and throws when it fails (the test
 * gives its CLI server's, which runs the same bundle without a process per command).
 */
export async function makePictures(into, run = runDaedalus) {
  const made = [];
  for (const args of pictureCommands()) {
    const at = args.indexOf("-o");
    const output = into ? join(into, basename(args[at + 1])) : args[at + 1];
    await run([...args.slice(0, at + 1), output, ...args.slice(at + 2)]);
    made.push({ committed: join(root, args[at + 1]), output: into ? output : join(root, output) });
  }
  return made;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { output } of await makePictures(process.argv[2])) console.log(output);
}
