// A player's symbol: one short grapheme (an emoji, a letter), never whitespace or control characters.

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const MAX_SYMBOL_UNITS = 16;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}]/u;

/** Why `symbol` is refused, or null when it is one short visible grapheme. */
export function symbolProblem(symbol: string): string | null {
  if (symbol.length === 0) return "symbol must not be empty";
  if (symbol.length > MAX_SYMBOL_UNITS) return `symbol must be one short grapheme (at most ${MAX_SYMBOL_UNITS} UTF-16 units), got ${symbol.length} units`;
  let count = 0;
  for (const _ of graphemes.segment(symbol)) count++;
  if (count !== 1) return `symbol must be exactly one grapheme (e.g. one emoji), got ${count}`;
  if (INVISIBLE.test(symbol.replace(/\u200d/g, "").replace(/\ufe0f/g, ""))) return "symbol must be visible: no spaces, control or format characters";
  return null;
}
