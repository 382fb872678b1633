// A player's symbol: one short grapheme (an emoji, a flag, a letter) that draws something, judged by Unicode properties.

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const MAX_SYMBOL_UNITS = 16;
// Never part of a symbol: controls, lone surrogates, any space.
const REFUSED = /[\p{Cc}\p{Cs}\p{Z}\p{White_Space}]/u;
// Characters that draw nothing on their own: format characters (joiners, variation selectors, tags), default
// ignorables (Hangul fillers among them), combining marks, and the Braille blank. A symbol needs one other.
const DRAWS_NOTHING = /^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}\u2800]$/u;

/** Why `symbol` is refused, or null when it is one short visible grapheme. */
export function symbolProblem(symbol: string): string | null {
  if (symbol.length === 0) return "symbol must not be empty";
  if (symbol.length > MAX_SYMBOL_UNITS) return `symbol must be one short grapheme (at most ${MAX_SYMBOL_UNITS} UTF-16 units), got ${symbol.length} units`;
  let count = 0;
  for (const _ of graphemes.segment(symbol)) count++;
  if (count !== 1) return `symbol must be exactly one grapheme (e.g. one emoji), got ${count}`;
  if (REFUSED.test(symbol) || ![...symbol].some((character) => !DRAWS_NOTHING.test(character))) {
    return "symbol must be visible: no spaces or control characters, and more than joiners, selectors, fillers or marks";
  }
  return null;
}
