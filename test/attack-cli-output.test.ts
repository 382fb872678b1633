// Write errors end the command with exit 1 and a message naming the output (a full disk: /dev/full), never a hang.

import { expect, it } from "vitest";
import { runBounded } from "./support/bounded.js";

const full = "daedalus: cannot write --output /dev/full: no space left on the device (ENOSPC); nothing was left behind\n";

// A stream states its size first; /dev/full is a device, so the free-space check does not apply.
const streamNote = (gzip: string) => `daedalus: --stream writes 1 MB (1000×1000 cells in hex)${gzip}\n`;

it.each([
  ["in memory", ["generate", "-W", "1000", "-H", "1000", "--seed", "1", "-f", "hex", "-o", "/dev/full"], ""],
  ["in memory, through gzip", ["generate", "-W", "1000", "-H", "1000", "--seed", "1", "-f", "hex", "--gzip", "-o", "/dev/full"], ""],
  ["streamed", ["generate", "-a", "eller", "-W", "1000", "-H", "1000", "--seed", "1", "-f", "hex", "--stream", "-o", "/dev/full"], streamNote("")],
  [
    "streamed, through gzip",
    ["generate", "-a", "eller", "-W", "1000", "-H", "1000", "--seed", "1", "-f", "hex", "--stream", "--gzip", "-o", "/dev/full"],
    streamNote(" before gzip"),
  ],
])("a full disk while writing %s: exit 1 and the output named", (_name, args, note) => {
  const result = runBounded(args);
  expect([result.status, result.signal, result.stderr]).toEqual([1, null, note + full]);
});
