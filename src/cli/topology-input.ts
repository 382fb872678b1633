// Whether the CLI's input is topology json (daedalus-topology/1), told from its first bytes: a file is peeked at (and
// read whole only when it is one, so the square grid's readers and their progress bars read it as before); stdin
// can only be read once, so it is read here and handed on.

import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { isTopologyJson, readTopologyJson, TOPOLOGY_JSON_MAX_BYTES, type TopologyJsonRead } from "../topology-formats/index.js";
import { inflateInput, readInput, readRawInput } from "./input.js";

const PEEK_BYTES = 256;
// node:zlib only for a gzipped file's first bytes.
const load = createRequire(import.meta.url);

/** `read` when the input is topology json; `bytes` when stdin was read to find out it is not. */
export function peekTopologyInput(path: string, fromFormat: string): { read?: TopologyJsonRead; bytes?: Uint8Array } {
  if (fromFormat !== "auto" && fromFormat !== "json") return {};
  if (path === "-") {
    // Inflated only once it is known whose input it is: topology json may inflate to TOPOLOGY_JSON_MAX_BYTES at most.
    const raw = readRawInput(path);
    const head = headText(raw);
    return head !== undefined && isTopologyJson(head)
      ? { read: readTopologyJson(inflateInput(raw, path, "--input", TOPOLOGY_JSON_MAX_BYTES)) }
      : { bytes: inflateInput(raw, path) };
  }
  const head = firstBytes(path);
  // A file too large to parse is refused by its size, before it is read.
  return head !== undefined && isTopologyJson(head) ? { read: readTopologyJson(readInput(path, "--input", TOPOLOGY_JSON_MAX_BYTES)) } : {};
}

/** The file's first bytes as text (inflated when gzipped), or undefined when it cannot be read (its reader says why). */
function firstBytes(path: string): string | undefined {
  let bytes: Uint8Array;
  try {
    const file = openSync(path, "r");
    try {
      bytes = new Uint8Array(PEEK_BYTES * 16);
      bytes = bytes.subarray(0, readSync(file, bytes, 0, bytes.length, 0));
    } finally {
      closeSync(file);
    }
  } catch {
    return undefined;
  }
  return headText(bytes);
}

/** The first bytes of an input as text (inflated when gzipped), or undefined when they cannot be inflated (its reader says why). */
function headText(given: Uint8Array): string | undefined {
  let bytes = given.subarray(0, PEEK_BYTES * 16);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const zlib = load("node:zlib") as typeof import("node:zlib");
    try {
      bytes = zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch {
      return undefined;
    }
  }
  return new TextDecoder().decode(bytes.subarray(0, PEEK_BYTES));
}
