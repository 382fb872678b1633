// /login's symbol: one visible grapheme, judged by Unicode properties.

import { describe, expect, it } from "vitest";
import { symbolProblem } from "../src/game/symbol.js";

const INVISIBLE = "symbol must be visible: no spaces or control characters, and more than joiners, selectors, fillers or marks";

describe("symbols", () => {
  it.each([
    ["a fox", "🦊"],
    ["a family (joiners between emoji)", "👩‍👩‍👧‍👦"],
    ["a country flag", "🇫🇷"],
    ["a subdivision flag (black flag and tag characters)", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"],
    ["a letter with a combining accent", "e\u0301"],
    ["a heart with its emoji selector", "❤️"],
    ["a letter", "A"],
  ])("accepts %s", (_name, symbol) => {
    expect(symbolProblem(symbol)).toBeNull();
  });

  it.each([
    ["a lone zero-width joiner", "\u200d"],
    ["a lone variation selector", "\ufe0f"],
    ["a Hangul filler", "\u3164"],
    ["a Hangul choseong filler", "\u115f"],
    ["a Hangul jungseong filler", "\u1160"],
    ["the Braille blank", "\u2800"],
    ["a lone surrogate", "\ud83d"],
    ["a lone combining mark", "\u0301"],
    ["a space", " "],
    ["a no-break space", "\u00a0"],
    ["a control character", "\u0007"],
  ])("refuses %s", (_name, symbol) => {
    expect(symbolProblem(symbol)).toBe(INVISIBLE);
  });
});
