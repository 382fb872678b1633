import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FormatError, InvalidArgumentError, SizeLimitError } from "../src/base/errors.js";
import { LAND } from "../src/grid/octile.js";
import { GridMap } from "../src/gridmap/map.js";
import { readMovingAiMap, writeMovingAiMap } from "../src/gridmap/movingai-map.js";
import { checkScenarioAgainstMap, readScenario, writeScenario } from "../src/gridmap/scenario.js";

const header = (height: number, width: number) => `type octile\nheight ${height}\nwidth ${width}\nmap\n`;
const MAP = `${header(3, 4)}....\n.@T.\nGSW.\n`;

/** The error `read` throws, checked to be of `kind`. */
function failure(read: () => unknown, kind: typeof FormatError | typeof SizeLimitError | typeof InvalidArgumentError = FormatError): Error {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as Error;
  }
  throw new Error("expected an error");
}

describe("Moving AI maps", () => {
  it("reads terrain, sizes and classes; writes the same text back", () => {
    const map = readMovingAiMap(MAP);
    expect([map.width, map.height, map.at(2, 1), map.classAt(1, 1), map.classAt(0, 2), map.classAt(1, 2), map.classAt(2, 2)]).toEqual([4, 3, "T", 0, 1, 1, 2]);
    expect(writeMovingAiMap(map)).toBe(MAP);
    expect(readMovingAiMap(new TextEncoder().encode(MAP.replaceAll("\n", "\r\n"))).terrain).toEqual(map.terrain);
  });

  it('skips a leading byte order mark, as the other text readers do (it was refused as part of the "type" line)', () => {
    const map = readMovingAiMap(MAP);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(MAP.replaceAll("\n", "\r\n"))]);
    expect(readMovingAiMap(bom).terrain).toEqual(map.terrain);
    expect(readMovingAiMap(`\uFEFF${MAP}`).terrain).toEqual(map.terrain);
    // Only a leading one: further on it is a character like any other, named at its column.
    expect(failure(() => readMovingAiMap(MAP.replace(".@T.", ".@\uFEFF."))).message).toBe(
      'movingai map: line 6, column 3: unknown terrain "\uFEFF": allowed are . G S W @ O T',
    );
    const scenario = readScenario(SCENARIO);
    expect(readScenario(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SCENARIO)]))).toEqual(scenario);
    expect(readScenario(`\uFEFF${SCENARIO}`)).toEqual(scenario);
  });

  it("round-trips any map of the terrain characters", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom(..."..GSW@OT"), { minLength: 400, maxLength: 400 }),
        (width, height, characters) => {
          const terrain = Uint8Array.from(characters.slice(0, width * height), (character) => character.charCodeAt(0));
          const map = new GridMap(width, height, terrain);
          const text = writeMovingAiMap(map);
          expect(readMovingAiMap(text).terrain).toEqual(terrain);
          expect(writeMovingAiMap(readMovingAiMap(text))).toBe(text);
        },
      ),
    );
  });

  it.each([
    ["a wrong first line", MAP.replace("type octile", "typo octile"), /line 1, column 1: expected "type octile"/],
    ["a map type other than octile", MAP.replace("type octile", "type tile"), /line 1, column 6: map type "tile" is not supported/],
    ["a height that is not a number", MAP.replace("height 3", "height three"), /line 2, column 8: height must be a positive integer, got "three"/],
    ["a zero width", MAP.replace("width 4", "width 0"), /line 3, column 7: width must be a positive integer/],
    ["no map line", MAP.replace("map\n", "mapping\n"), /line 4, column 1: expected "map"/],
    ["an unknown character", MAP.replace(".@T.", ".@X."), /line 6, column 3: unknown terrain "X": allowed are \. G S W @ O T/],
    ["a short row", MAP.replace(".@T.", ".@T"), /line 6, column 4: a row has 3 characters, the width is 4/],
    ["a long row", MAP.replace(".@T.", ".@T.."), /line 6, column 5: a row has 5 characters, the width is 4/],
    ["fewer rows than the height", MAP.replace("GSW.\n", ""), /line 7, column 1: the map ends after 2 of its 3 rows/],
    ["more rows than the height", `${MAP}....\n`, /line 8, column 1: more rows than the height, 3/],
    ["an input that ends in the header", "type octile\nheight 3\n", /line 3, column 1: the input ends before the "width" line/],
  ])("refuses %s with its line and column", (_, text, message) => {
    expect(failure(() => readMovingAiMap(text)).message).toMatch(message);
  });

  it("refuses sizes past the bounds, and inputs far larger than declared, before allocating", () => {
    expect(failure(() => readMovingAiMap(`${header(20000, 4)}`), SizeLimitError).message).toMatch(
      /line 2, column 8: height 20000 is over the largest side a map may have, 16384/,
    );
    // 10 digits or more was "height must be a positive integer", which it is.
    expect(failure(() => readMovingAiMap(`${header(99999999999, 4)}`), SizeLimitError).message).toMatch(
      /line 2, column 8: height 99999999999 is over the largest side a map may have, 16384/,
    );
    expect(readMovingAiMap("type octile\nheight 00000000003\nwidth 4\nmap\n....\n....\n....\n").height).toBe(3);
    expect(failure(() => readMovingAiMap(`${header("9".repeat(100_000) as never, 4)}`), SizeLimitError).message).toBe(
      `movingai map: line 2, column 8: height "${"9".repeat(57)}..." is over the largest side a map may have, 16384`,
    );
    expect(failure(() => readMovingAiMap(`${header(8192, 4096)}`), SizeLimitError).message).toMatch(
      /line 3, column 7: a 4096×8192 map has 33554432 cells, over the most a map may have, 16777216/,
    );
    const huge = `${header(2, 2)}..\n..\n${"\n".repeat(10_000)}`;
    expect(failure(() => readMovingAiMap(huge), SizeLimitError).message).toMatch(
      /line 3, column 7: the input has 10039 bytes, far more than a 2×2 map needs \(at most 4104\)/,
    );
  });
});

const SCENARIO = "version 1\n0\tm.map\t4\t3\t0\t0\t3\t0\t3.00000000\n1\tm.map\t4\t3\t0\t0\t3\t2\t4.41421356\n";

describe("Moving AI scenarios", () => {
  it("reads the problems with their lines; writes them back", () => {
    const scenario = readScenario(SCENARIO);
    expect(scenario.version).toBe("1");
    expect(scenario.problems[1]).toEqual({
      bucket: 1,
      map: "m.map",
      mapWidth: 4,
      mapHeight: 3,
      startX: 0,
      startY: 0,
      goalX: 3,
      goalY: 2,
      length: "4.41421356",
      line: 3,
    });
    expect(readScenario(SCENARIO.replace("version 1", "version 1.0")).version).toBe("1.0");
    const entries = scenario.problems.map((problem, k) => ({
      ...problem,
      length: [
        { straight: 3, diagonal: 0 },
        { straight: 3, diagonal: 1 },
      ][k]!,
    }));
    expect(writeScenario("m.map", 4, 3, entries)).toBe(SCENARIO);
  });

  it.each([
    ["a wrong version", SCENARIO.replace("version 1", "version 2"), /line 1, column 1: expected "version 1" or "version 1.0", got "version 2"/],
    ["too few fields", SCENARIO.replace("\t3.00000000", ""), /line 2, column 20: a problem has 9 tab-separated fields, this line has 8/],
    ["too many fields", SCENARIO.replace("3.00000000", "3.00000000\textra"), /line 2, column 32: a problem has 9 tab-separated fields, this line has 10/],
    ["a bucket that is not an integer", SCENARIO.replace("0\tm.map", "x\tm.map"), /line 2, column 1: bucket must be a non-negative integer, got "x"/],
    ["an empty map path", SCENARIO.replace("0\tm.map", "0\t"), /line 2, column 3: map path must be a path without control characters/],
    [
      "a zero map width",
      SCENARIO.replace("m.map\t4\t3\t0\t0\t3\t0", "m.map\t0\t3\t0\t0\t3\t0"),
      /line 2, column 9: map width must be from 1 to 16384, got "0"/,
    ],
    [
      "a start outside the map",
      SCENARIO.replace("m.map\t4\t3\t0\t0\t3\t2", "m.map\t4\t3\t4\t0\t3\t2"),
      /line 3, column 13: start x must be from 0 to 3, got "4"/,
    ],
    ["a goal outside the map", SCENARIO.replace("\t3\t2\t4.4", "\t3\t3\t4.4"), /line 3, column 19: goal y must be from 0 to 2, got "3"/],
    // An integer of 11 digits or more was "must be a non-negative integer", which it is; leading zeros are digits.
    [
      "a start far outside the map",
      SCENARIO.replace("m.map\t4\t3\t0\t0\t3\t2", "m.map\t4\t3\t99999999999\t0\t3\t2"),
      /line 3, column 13: start x must be from 0 to 3, got "99999999999"/,
    ],
    [
      "a length that is not a number",
      SCENARIO.replace("4.41421356", "4.4e0"),
      /line 3, column 21: optimal length must be a non-negative decimal number, got "4.4e0"/,
    ],
    ["a blank line inside", SCENARIO.replace("\n1\t", "\n\n1\t"), /line 3, column 1: a blank line inside the problems/],
  ])("refuses %s with its line and column", (_, text, message) => {
    expect(failure(() => readScenario(text)).message).toMatch(message);
  });

  it('reads a map path that is not ASCII as the text it was written from, bytes or string (bytes gave "cafÃ©.map")', () => {
    const text = writeScenario("café/地図.map", 4, 3, [{ startX: 0, startY: 0, goalX: 3, goalY: 0, bucket: 0, length: { straight: 3, diagonal: 0 } }]);
    expect(readScenario(text).problems[0]!.map).toBe("café/地図.map");
    expect(readScenario(new TextEncoder().encode(text)).problems[0]!.map).toBe("café/地図.map");
    // A column is a byte in errors: the fields after the path are named where their bytes are.
    expect(failure(() => readScenario(new TextEncoder().encode(text.replace("\t3\t0\t3", "\t3\tx\t3")))).message).toMatch(
      /line 2, column 30: goal y must be a non-negative integer/,
    );
    const blocked = new TextEncoder().encode(text.replace("\t0\t0\t3\t0\t3", "\t0\t0\t2\t1\t3"));
    expect(failure(() => checkScenarioAgainstMap(readScenario(blocked).problems, readMovingAiMap(MAP))).message).toMatch(
      /line 2, column 28: the goal \(2, 1\)/,
    );
  });

  it("takes integers with leading zeros, as many as there are", () => {
    expect(readScenario(SCENARIO.replace("m.map\t4\t3\t0\t0\t3\t2", "m.map\t4\t3\t00000000001\t0\t3\t2")).problems[1]!.startX).toBe(1);
  });

  it("checks problems against the map: sizes that disagree and blocked ends, at their line and column", () => {
    const map = readMovingAiMap(MAP);
    expect(() => checkScenarioAgainstMap(readScenario(SCENARIO).problems, map)).not.toThrow();
    const check = (text: string) => failure(() => checkScenarioAgainstMap(readScenario(text).problems, map)).message;
    expect(check(SCENARIO.replaceAll("m.map\t4\t3", "m.map\t5\t3"))).toMatch(/line 2, column 9: map width 5 disagrees with the map's width, 4/);
    expect(check(SCENARIO.replaceAll("m.map\t4\t3", "m.map\t4\t4"))).toMatch(/line 2, column 11: map height 4 disagrees with the map's height, 3/);
    expect(check(SCENARIO.replace("\t0\t0\t3\t2", "\t1\t1\t3\t2"))).toMatch(/line 3, column 13: the start \(1, 1\) is on impassable terrain "@"/);
    expect(check(SCENARIO.replace("\t0\t0\t3\t2", "\t0\t0\t2\t1"))).toMatch(/line 3, column 17: the goal \(2, 1\) is on impassable terrain "T"/);
  });
});

/** The InvalidArgumentError `call` throws, with exactly `message`. */
function refused(call: () => unknown, message: string): void {
  expect(failure(call, InvalidArgumentError).message).toBe(message);
}

describe("a grid map cannot change after it is made", () => {
  it("is frozen: width and height cannot be reassigned, so solving and writing see the map as read", () => {
    const map = readMovingAiMap(MAP);
    expect(Object.isFrozen(map)).toBe(true);
    expect(() => {
      (map as { width: number }).width = 50;
    }).toThrow(TypeError);
    expect([map.width, map.height]).toEqual([4, 3]);
    expect(writeMovingAiMap(map)).toBe(MAP);
  });

  it("keeps its own terrain: the array given to the constructor and the one `terrain` returns are copies", () => {
    const codes = new TextEncoder().encode("....");
    const map = new GridMap(2, 2, codes);
    codes.fill(0xff);
    map.terrain.fill(0xff);
    map.classMap().fill(0xff);
    expect(map.at(1, 1)).toBe(".");
    expect(map.classAt(1, 1)).toBe(LAND);
    expect(map.classMap()).toEqual(Uint8Array.of(0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0));
    expect(writeMovingAiMap(map)).toBe(`${header(2, 2)}..\n..\n`);
  });

  it("at and classAt take a cell of the map", () => {
    const map = readMovingAiMap(MAP);
    refused(() => map.at(4, 0), "GridMap.at: x must be an integer from 0 to 3, got 4");
    refused(() => map.classAt(0, Number.NaN), "GridMap.classAt: y must be an integer from 0 to 2, got NaN");
    refused(() => map.classAt(0.5, 0), "GridMap.classAt: x must be an integer from 0 to 3, got 0.5");
  });
});

describe("the map and scenario readers and writers check their arguments", () => {
  const map = readMovingAiMap(MAP);
  const problem = readScenario(SCENARIO).problems[0]!;

  it("readers refuse input longer than the longest string V8 makes, by name (it aborted the process: FATAL ERROR in DecodeLatin1)", () => {
    const bytes = new Uint8Array(2 ** 29 - 23);
    expect(failure(() => readScenario(bytes), SizeLimitError).message).toBe(
      "movingai scenario: the input has 536870889 bytes, more than a text may have (536870888)",
    );
    expect(failure(() => readMovingAiMap(bytes), SizeLimitError).message).toBe(
      "movingai map: the input has 536870889 bytes, more than a text may have (536870888)",
    );
  });

  it("readers take bytes or text", () => {
    refused(() => readMovingAiMap(null as never), "readMovingAiMap's input must be a Uint8Array or a string, got null");
    refused(() => readScenario(42 as never), "readScenario's input must be a Uint8Array or a string, got 42");
  });

  it("a Proxy of a Uint8Array is not bytes: refused by name (a raw TypeError from TextDecoder and the constructor before)", () => {
    const proxied = (text: string) => new Proxy(new TextEncoder().encode(text), {});
    refused(() => readMovingAiMap(proxied(MAP)), "readMovingAiMap's input must be a Uint8Array or a string, got an object (Object)");
    refused(() => readScenario(proxied(SCENARIO)), "readScenario's input must be a Uint8Array or a string, got an object (Object)");
    refused(() => new GridMap(1, 1, proxied(".")), "grid map terrain must be a Uint8Array of width·height = 1 character codes, got an object (Object)");
  });

  it("writeMovingAiMap and checkScenarioAgainstMap take a GridMap, not an object with its fields", () => {
    const forged = { width: 4, height: 3, terrain: new Uint8Array(12) };
    refused(
      () => writeMovingAiMap({} as never),
      "writeMovingAiMap's map must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got an object (Object)",
    );
    refused(
      () => writeMovingAiMap(forged as never),
      "writeMovingAiMap's map must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got an object (Object)",
    );
    refused(
      () => checkScenarioAgainstMap([problem], Object.create(GridMap.prototype)),
      "checkScenarioAgainstMap's map must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got an object (Object)",
    );
  });

  it("checkScenarioAgainstMap takes an array of problems with their numbers", () => {
    refused(() => checkScenarioAgainstMap(null as never, map), "checkScenarioAgainstMap's problems must be an array (a Scenario's problems), got null");
    refused(() => checkScenarioAgainstMap([null as never], map), "checkScenarioAgainstMap's problems[0] must be a scenario problem, got null");
    refused(
      () => checkScenarioAgainstMap([{ ...problem, startX: 10n as never }], map),
      "checkScenarioAgainstMap's problems[0].startX must be a non-negative integer, got 10n (a BigInt)",
    );
    refused(
      () => checkScenarioAgainstMap([{ ...problem, map: Symbol("m") as never }], map),
      "checkScenarioAgainstMap's problems[0].map must be a string, got Symbol(m)",
    );
    refused(() => checkScenarioAgainstMap([problem, { ...problem, goalY: 3 }], map), "checkScenarioAgainstMap's problems[1].goalY must be from 0 to 2, got 3");
  });

  it("writeScenario takes a path, a size within the bounds and entries that fit it", () => {
    const entry = { bucket: 0, startX: 0, startY: 0, goalX: 3, goalY: 0, length: { straight: 3, diagonal: 0 } };
    refused(() => writeScenario(null as never, 4, 3, [entry]), "writeScenario's mapPath must be a string, got null");
    refused(() => writeScenario("a\tb", 4, 3, [entry]), 'writeScenario\'s mapPath must be a path without control characters, got "a\\tb"');
    refused(() => writeScenario("m.map", 2 ** 53, 3, [entry]), "writeScenario's width must be an integer from 1 to 16384, got 9007199254740992");
    refused(() => writeScenario("m.map", 4, 3, "N" as never), 'writeScenario\'s entries must be an array, got "N"');
    refused(() => writeScenario("m.map", 4, 3, [{ ...entry, goalX: 4 }]), "writeScenario's entries[0].goalX must be an integer from 0 to 3, got 4");
    refused(
      () => writeScenario("m.map", 4, 3, [{ ...entry, length: { straight: -1, diagonal: 0 } }]),
      "writeScenario's entries[0].length.straight must be an integer from 0 to 67108863, got -1",
    );
    expect(writeScenario("m.map", 4, 3, [entry])).toBe("version 1\n0\tm.map\t4\t3\t0\t0\t3\t0\t3.00000000\n");
  });
});
