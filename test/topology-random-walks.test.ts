// The random walks (aldous-broder, wilson) on topologies: their slot draws are exactly uniform, and the core's step
// tables (assembly/topology/slot-draws.ts) draw the same trees as the reference on every path the walks take.

import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, findTopologyGenerator } from "../src/algorithms/topology.js";
import { nextU32, seedRandom } from "../src/reference/random.js";
import { SlotDraws, slotOfValue } from "../src/reference/topology/slot-draws.js";
import { type Topology, topology } from "../src/topology/index.js";
import { shapeTableOf } from "../src/topology/shapes.js";
import { reference, wasm } from "./support/backends.js";
import { byCell, perfectOnTopology } from "./support/topology.js";

describe("slot draws", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("a 6-bit value picks each of %i slots equally often and rejects 64 mod d values", (d) => {
    const counts = new Array<number>(d).fill(0);
    let rejected = 0;
    for (let v = 0; v < 64; v++) {
      const slot = slotOfValue(d, v);
      if (slot < 0) rejected++;
      else counts[slot]!++;
    }
    expect(counts).toEqual(new Array<number>(d).fill(Math.floor(64 / d)));
    expect(rejected).toBe(64 % d);
  });
});

describe("narrow slot draws (Topology.narrowWalks: weave's aldous-broder and wilson)", () => {
  const words = (seed: number, count: number): number[] => {
    seedRandom(seed);
    return Array.from({ length: count }, () => nextU32());
  };

  it("take a word's 30 low bits two at a time at four slots: 15 steps a word, lowest bits first", () => {
    const [first, second] = words(7, 2);
    seedRandom(7);
    const draws = new SlotDraws(true);
    const slots = Array.from({ length: 16 }, () => draws.slot(4));
    const expected = Array.from({ length: 15 }, (_, k) => (first! >>> (2 * k)) & 3);
    expect(slots).toEqual([...expected, second! & 3]);
  });

  it("take 6 bits elsewhere, and a new word when fewer bits are left than the next value needs", () => {
    const [first, second] = words(11, 2);
    seedRandom(11);
    const draws = new SlotDraws(true);
    // 13 four-slot steps leave 4 bits: a 2-slot cell's 6-bit value comes from the next word, whose 6 bits after it go to the next four-slot step.
    for (let k = 0; k < 13; k++) expect(draws.slot(4)).toBe((first! >>> (2 * k)) & 3);
    expect(draws.slot(2)).toBe(slotOfValue(2, second! & 63));
    expect(draws.slot(4)).toBe((second! >>> 6) & 3);
  });

  it("are the 6-bit draws when not narrow, at four slots too", () => {
    const [first] = words(3, 1);
    seedRandom(3);
    const draws = new SlotDraws();
    expect(Array.from({ length: 5 }, () => draws.slot(4))).toEqual(Array.from({ length: 5 }, (_, k) => ((first! >>> (6 * k)) & 63) % 4));
  });

  it.each(["aldous-broder", "wilson"])(
    "are what weave's %s takes on both backends (a weave's bytes differ from the same graph's without narrowWalks)",
    (algorithm) => {
      const t = topology("weave", { width: 40, height: 30, density: 0.3 });
      const entry = findTopologyGenerator(algorithm, "weave");
      const wide: Topology = { ...t, narrowWalks: false };
      for (const seed of [1, 2, 3]) {
        const narrow = wasm.topology.generate(entry, t, seed, []);
        expect(Buffer.from(narrow).equals(Buffer.from(reference.topology.generate(entry, t, seed, [])))).toBe(true);
        const plain = wasm.topology.generate(entry, wide, seed, []);
        expect(Buffer.from(plain).equals(Buffer.from(reference.topology.generate(entry, wide, seed, [])))).toBe(true);
        expect(Buffer.from(narrow).equals(Buffer.from(plain))).toBe(false);
        expect(perfectOnTopology(t, narrow)).toBe("");
      }
    },
  );
});

// Which path each graph takes in the core: how many shapes, and the share of the commonest 63 (90% or more: the step
// tables, cells of other shapes from the shape table; less: the shape table step by step).
const GRAPHS: [string, () => Topology, string][] = [
  ["hex 23×17", () => topology("hex", { width: 23, height: 17 }), "every shape hot"],
  ["upsilon 19×21", () => topology("upsilon", { width: 19, height: 21 }), "every shape hot"],
  ["3d 7×6×5", () => topology("3d", { width: 7, height: 6, levels: 5 }), "every shape hot"],
  ["weave 30×30", () => topology("weave", { width: 30, height: 30, density: 0.3 }), "every shape hot"],
  ["polar 80 rings", () => topology("polar", { rings: 80 }), "hot shapes and others"],
  ["polar 20 rings", () => topology("polar", { rings: 20 }), "too few hot: shape table"],
  ["weave 30×30 by cell", () => byCell(topology("weave", { width: 30, height: 30, density: 0.3 })), "too few hot: shape table"],
];

function commonShare(t: Topology): { shapes: number; share: number } {
  const table = shapeTableOf(t)!;
  const counts = new Map<number, number>();
  // A hole (a position of no slot: weave's crossings) is no cell.
  for (const s of table.shapes) if (table.counts[s] !== 0) counts.set(s, (counts.get(s) ?? 0) + 1);
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, 63);
  return { shapes: table.counts.length, share: top.reduce((a, b) => a + b, 0) / t.cellCount };
}

describe.each(GRAPHS)("%s (%s)", (_label, make, path) => {
  const t = make();
  const name = t.name;

  it("has the shape mix named", () => {
    const { shapes, share } = commonShare(t);
    if (path === "every shape hot") expect(shapes).toBeLessThanOrEqual(63);
    else if (path === "hot shapes and others") expect([shapes > 63, share >= 0.9 && share < 1]).toEqual([true, true]);
    else expect([shapes > 63, share < 0.9]).toEqual([true, true]);
  });

  it.each(["aldous-broder", "wilson"])("%s: the core draws the reference's perfect mazes", (algorithm) => {
    const entry = findTopologyGenerator(algorithm, name);
    const options = encodeTopologyOptions(entry, {});
    for (let seed = 0; seed < 12; seed++) {
      const links = wasm.topology.generate(entry, t, seed, options);
      expect(perfectOnTopology(t, links)).toBe("");
      expect(Buffer.from(links).equals(Buffer.from(reference.topology.generate(entry, t, seed, options)))).toBe(true);
    }
  });
});
