import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { JoinOrderList } from "../src/reference/generators/join-order-list.js";
import { below, nextU32, seedRandom } from "../src/reference/random.js";
import { backends, reference, wasm } from "./support/backends.js";
import { bytesWrittenPastDeclared } from "./support/canary.js";
import { perfectProblem } from "./support/perfect.js";

const growingTree = findGenerator("growing-tree");
const encode = (policy: string): number[] => encodeOptions("growing-tree", growingTree.options, { policy });
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

const policies = [
  "newest",
  "oldest",
  "random",
  "middle",
  "newest:75,random:25",
  "newest,oldest",
  "random,middle",
  "oldest:1,middle:3",
  "newest,oldest,random,middle",
];

describe("growing-tree policies", () => {
  it.each(policies)("%s: perfect on both backends, Wasm bytes == reference bytes, from 1×1 to 300×200", (policy) => {
    const options = encode(policy);
    for (const [width, height] of [
      [1, 1],
      [1, 23],
      [23, 1],
      [2, 3],
      [19, 8],
      [80, 80],
      [300, 200],
    ] as const) {
      for (const seed of [0, 6]) {
        const fromWasm = copyOut(wasm.generate(growingTree, width, height, seed, options));
        expect(perfectProblem(width, height, fromWasm), `${width}×${height} seed ${seed}`).toBe("");
        expect(same(fromWasm, copyOut(reference.generate(growingTree, width, height, seed, options))), `${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });

  it.each(policies)("%s: writes nothing past the declared working memory", (policy) => {
    for (const [width, height] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [1, 40],
      [40, 1],
      [3, 3],
      [16, 16],
      [257, 1],
      [50, 50],
    ] as const) {
      expect(bytesWrittenPastDeclared(growingTree, width, height, 3, encode(policy)), `${width}×${height}`).toBe(0);
    }
  });

  it("newest alone is the backtracker, draw for draw and byte for byte", () => {
    const backtracker = findGenerator("backtracker");
    for (const backend of backends) {
      for (const [width, height] of [
        [1, 1],
        [1, 9],
        [33, 17],
        [120, 90],
      ] as const) {
        expect(
          same(copyOut(backend.generate(growingTree, width, height, 4, encode("newest"))), copyOut(backend.generate(backtracker, width, height, 4, []))),
        ).toBe(true);
      }
    }
  });

  it("oldest alone grows breadth-first: the path from the start to every cell is as short as in an open grid", () => {
    for (const backend of backends) {
      for (const [width, height, seed] of [
        [1, 6, 1],
        [9, 1, 2],
        [14, 11, 3],
        [40, 25, 4],
      ] as const) {
        const cells = copyOut(backend.generate(growingTree, width, height, seed, encode("oldest")));
        seedRandom(seed);
        const first = below(width * height);
        const [startX, startY] = [first % width, Math.floor(first / width)];
        const distances = mazeDistances(cells, width, height, startX, startY);
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            expect(distances[y * width + x], `(${x}, ${y})`).toBe(Math.abs(x - startX) + Math.abs(y - startY));
          }
        }
      }
    }
  });

  it("a mix is encoded by its proportions: weights are divided by their greatest common divisor", () => {
    expect(encode("newest")).toEqual([1, 0, 0, 0]);
    expect(encode("middle:40")).toEqual([0, 0, 0, 1]);
    expect(encode("newest:75,random:25")).toEqual([3, 0, 1, 0]);
    expect(encode(" random : 6 , oldest:4 ")).toEqual([0, 2, 3, 0]);
    expect(encode("newest,oldest,random,middle")).toEqual([1, 1, 1, 1]);
    expect(encodeOptions("growing-tree", growingTree.options, {})).toEqual([1, 0, 0, 0]);
    const options = encode("newest:3,random:1");
    expect(same(copyOut(wasm.generate(growingTree, 50, 40, 8, encode("newest:75,random:25"))), copyOut(wasm.generate(growingTree, 50, 40, 8, options)))).toBe(
      true,
    );
  });

  it.each([
    ["", 'option policy of growing-tree must name one or more of newest, oldest, random and middle, got ""'],
    [
      "newst",
      'option policy of growing-tree names an unknown policy "newst" (did you mean "newest"?); the policies are newest, oldest, random and middle, got "newst"',
    ],
    [
      "newest:75,Random:25",
      'option policy of growing-tree names an unknown policy "Random" (did you mean "random"?); the policies are newest, oldest, random and middle, got "newest:75,Random:25"',
    ],
    ["lifo", 'option policy of growing-tree names an unknown policy "lifo"; the policies are newest, oldest, random and middle, got "lifo"'],
    ["newest:0", 'option policy of growing-tree gives "newest" the weight "0": weights are whole numbers from 1 to 1000000, got "newest:0"'],
    ["newest:-1", 'option policy of growing-tree gives "newest" the weight "-1": weights are whole numbers from 1 to 1000000, got "newest:-1"'],
    ["random:2.5", 'option policy of growing-tree gives "random" the weight "2.5": weights are whole numbers from 1 to 1000000, got "random:2.5"'],
    ["random:", 'option policy of growing-tree gives "random" the weight "": weights are whole numbers from 1 to 1000000, got "random:"'],
    ["oldest:1000001", 'option policy of growing-tree gives "oldest" the weight "1000001": weights are whole numbers from 1 to 1000000, got "oldest:1000001"'],
    ["middle:1:2", 'option policy of growing-tree gives "middle" the weight "1:2": weights are whole numbers from 1 to 1000000, got "middle:1:2"'],
    ["newest,newest:2", 'option policy of growing-tree names "newest" twice, got "newest,newest:2"'],
    ["newest,,random", 'option policy of growing-tree has an empty entry; write name or name:weight, separated by commas, got "newest,,random"'],
    [":3", 'option policy of growing-tree has an empty entry; write name or name:weight, separated by commas, got ":3"'],
  ])("rejects %j with a message naming the problem", (policy, message) => {
    expect(() => encode(policy)).toThrow(new InvalidArgumentError(message));
    expect(() => encode(policy)).toThrow(InvalidArgumentError);
  });
});

describe("JoinOrderList (the list of a mix)", () => {
  it("agrees with a plain array through appends, removals anywhere, packing and tree doubling", () => {
    seedRandom(2024);
    const capacity = 60_000;
    const list = new JoinOrderList(capacity, 0);
    const plain = [0];
    let joined = 1;
    const disagreements: string[] = [];
    while (plain.length > 0) {
      const grow = joined < capacity && (plain.length < 100 || nextU32() % 100 < (joined < capacity / 2 ? 55 : 45));
      if (grow) {
        list.append(joined);
        plain.push(joined++);
        continue;
      }
      // Mostly anywhere, so dead slots pile up and the list packs; a tenth at each end, so head and tail are trimmed across them.
      const end = nextU32() % 10;
      const k = end === 0 ? 0 : end === 1 ? plain.length - 1 : below(plain.length);
      const slot = list.slotOfRank(k);
      const seen = [list.cellAt(slot), list.cellAt(list.newestSlot()), list.cellAt(list.oldestSlot())];
      const expected = [plain[k], plain.at(-1), plain[0]];
      if (seen.join() !== expected.join()) disagreements.push(`after ${joined} joined, rank ${k}: ${seen.join()} instead of ${expected.join()}`);
      list.remove(slot);
      plain.splice(k, 1);
      if (list.length !== plain.length) disagreements.push(`after ${joined} joined: length ${list.length} instead of ${plain.length}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

/** Breadth-first distances along open passages from (x, y), row-major over the W×H cells. */
function mazeDistances(cells: Uint8Array, width: number, height: number, x: number, y: number): Int32Array {
  const stride = width + 2;
  const distances = new Int32Array(width * height).fill(-1);
  const queue = [[x, y] as const];
  distances[y * width + x] = 0;
  const steps = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const;
  for (let head = 0; head < queue.length; head++) {
    const [cx, cy] = queue[head]!;
    const bits = cells[(cy + 1) * stride + cx + 1]!;
    for (let d = 0; d < 4; d++) {
      const [dx, dy] = steps[d]!;
      const [nx, ny] = [cx + dx, cy + dy];
      if (bits & (1 << d) && distances[ny * width + nx] === -1) {
        distances[ny * width + nx] = distances[cy * width + cx]! + 1;
        queue.push([nx, ny]);
      }
    }
  }
  return distances;
}
