// How an option's refusal quotes the value it refuses: escaped and cut short, whatever the caller sent.

import { describe, it } from "vitest";
import { generate } from "../src/generate.js";
import { generateRows } from "../src/stream.js";
import { reference, wasm } from "./support/backends.js";
import { refused } from "./support/refused.js";

const huge = 30_000_000;

describe.each([wasm, reference])("option refusals on $name", (backend) => {
  const made = (algorithm: string, options: Record<string, string>) => () => generate({ algorithm, width: 3, height: 3, seed: 1, backend, options });

  it("cut a huge value after 60 characters (a 30 MB value made a 60 MB message)", () => {
    const cut = (text: string) => `"${text.slice(0, 57)}..."`;
    refused(made("sidewinder", { p: "9".repeat(huge) }), `option p of sidewinder must be a number in [0, 1], got ${cut("9".repeat(60))}`);
    refused(made("binary-tree", { bias: "s".repeat(huge) }), `option bias of binary-tree must be one of se, sw, ne, nw, got ${cut("s".repeat(60))}`);
    refused(
      made("growing-tree", { policy: "x".repeat(huge) }),
      `option policy of growing-tree names an unknown policy ${cut("x".repeat(60))}; the policies are newest, oldest, random and middle, got ${cut("x".repeat(60))}`,
    );
    refused(
      made("growing-tree", { policy: `newest:${"1".repeat(huge)}` }),
      `option policy of growing-tree gives "newest" the weight ${cut("1".repeat(60))}: weights are whole numbers from 1 to 1000000, got ${cut(`newest:${"1".repeat(60)}`)}`,
    );
    refused(made("sidewinder", { ["q".repeat(huge)]: "1" }), `unknown option ${cut("q".repeat(60))} for sidewinder; sidewinder takes: p`);
  });

  it("escape control characters rather than print them (a newline split the message, an escape sequence reached the terminal)", () => {
    refused(made("eller", { p: "0.5\n" }), 'option p of eller must be a number in [0, 1], got "0.5\\n"');
    refused(
      made("growing-tree", { policy: "newest\u001b[31m" }),
      'option policy of growing-tree names an unknown policy "newest\\u001b[31m"; the policies are newest, oldest, random and middle, got "newest\\u001b[31m"',
    );
    refused(made("binary-tree", { bias: "\u0000" }), 'option bias of binary-tree must be one of se, sw, ne, nw, got "\\u0000"');
    refused(
      () => generateRows({ algorithm: "sidewinder", width: 3, height: 3, seed: 1, backend, options: { p: '1"' } }),
      'option p of sidewinder must be a number in [0, 1], got "1\\""',
    );
  });

  it("quote short plain values as before", () => {
    refused(made("sidewinder", { p: "0x1" }), 'option p of sidewinder must be a number in [0, 1], got "0x1"');
    refused(made("growing-forest", { trees: "1.5" }), 'option trees of growing-forest must be an integer, got "1.5"');
  });
});
