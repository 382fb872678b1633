// bench/chart.svg says the headline: at the largest size, one group per algorithm with its Wasm, reference and
// fastest-peer bars, one colour per kind, lengths on a log scale.

import { describe, expect, it } from "vitest";
import { chartSvg } from "../src/bench/chart.js";
import { chartGroups, type Report } from "../src/bench/report.js";

const generator = (algorithm: string, backend: string, side: number, nsPerCell: number, via = "core") => ({
  algorithm,
  backend,
  width: side,
  height: side,
  nsPerCell,
  via,
});
const peer = (name: string, algorithm: string, side: number, nsPerCell: number | undefined) => ({
  peer: name,
  algorithm,
  width: side,
  height: side,
  nsPerCell,
  status: "measured",
});

const report = {
  generators: [
    generator("backtracker", "wasm", 100, 11),
    generator("backtracker", "wasm", 4000, 14),
    generator("backtracker", "reference", 4000, 25),
    generator("backtracker", "wasm", 4000, 14.5, "api"),
    generator("kruskal", "wasm", 4000, 100),
    generator("kruskal", "reference", 4000, 1000),
  ],
  peers: [
    peer("maze-a", "backtracker", 4000, 300),
    peer("maze-b", "backtracker", 4000, 90),
    peer("maze-c", "backtracker", 100, 1),
    peer("maze-d", "kruskal", 4000, undefined),
  ],
} as unknown as Report;

describe("the benchmark chart", () => {
  it("groups the largest size's core figures with the fastest peer of each algorithm", () => {
    expect(chartGroups(report)).toEqual({
      size: "4000×4000",
      groups: [
        {
          label: "backtracker",
          bars: [
            { kind: "wasm", nsPerCell: 14 },
            { kind: "reference", nsPerCell: 25 },
            { kind: "peer", nsPerCell: 90, note: "maze-b" },
          ],
        },
        {
          label: "kruskal",
          bars: [
            { kind: "wasm", nsPerCell: 100 },
            { kind: "reference", nsPerCell: 1000 },
          ],
        },
      ],
    });
  });

  it("draws one bar per figure, coloured by kind, its length on a log scale, labelled with its value", () => {
    const svg = chartSvg(chartGroups(report).groups, "t");
    const bars = [...svg.matchAll(/<rect x="150" y="[\d.]+" width="([\d.]+)" height="9" fill="(#[0-9a-f]{6})"\/>/g)].map((match) => [
      Number(match[1]),
      match[2],
    ]);
    expect(bars.map(([, colour]) => colour)).toEqual(["#1f5fa8", "#e08a1e", "#8a8f98", "#1f5fa8", "#e08a1e"]);
    // Axis from 10 to 1000 ns over 570 px, 285 px a decade: 14 → 41.6 px, 25 → 113.4, 90 → 272, 100 → 285, 1000 → 570.
    expect(bars.map(([width]) => Math.round(width as number))).toEqual([42, 113, 272, 285, 570]);
    expect(svg).toContain(">90.0 (maze-b)</text>");
    expect(svg).toContain(">fastest npm peer</text>");
  });

  it("says so when there is nothing to draw", () => {
    expect(chartSvg([], "t")).toContain("no data");
  });
});
