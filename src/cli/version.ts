// The package's version, read from its package.json (two folders up from dist/cli/ and from dist/cli-bundle/).

import { readFileSync } from "node:fs";

let version: string | undefined;

export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
  return version;
}
