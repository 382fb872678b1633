// bench/chart.svg: the headline at one glance. At the largest size measured, one group of horizontal bars per
// algorithm: daedalus on Wasm, the reference, and the fastest npm peer of that algorithm, ns per cell on a log axis,
// one colour per kind of bar, each bar labelled with its value.

export interface BarGroup {
  /** The algorithm. */
  label: string;
  bars: { kind: BarKind; nsPerCell: number; note?: string }[];
}

export type BarKind = "wasm" | "reference" | "peer";

const COLOURS: Readonly<Record<BarKind, string>> = { wasm: "#1f5fa8", reference: "#e08a1e", peer: "#8a8f98" };
const NAMES: Readonly<Record<BarKind, string>> = { wasm: "daedalus, Wasm", reference: "daedalus, reference (TypeScript)", peer: "fastest npm peer" };
const KINDS: readonly BarKind[] = ["wasm", "reference", "peer"];
const WIDTH = 900;
const BAR = 11;
const GROUP_GAP = 12;
const LEFT = 150;
const RIGHT = 720;
const TOP = 58;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const value = (ns: number) => (ns >= 100 ? ns.toFixed(0) : ns >= 10 ? ns.toFixed(1) : ns.toFixed(2));

export function chartSvg(groups: readonly BarGroup[], title: string): string {
  const all = groups.flatMap((group) => group.bars.map((bar) => bar.nsPerCell)).filter((ns) => ns > 0);
  if (all.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="80"><text x="10" y="40">no data</text></svg>\n`;
  const min = Math.floor(Math.log10(Math.min(...all)));
  const max = Math.max(min + 1, Math.ceil(Math.log10(Math.max(...all))));
  const x = (ns: number) => LEFT + ((Math.log10(ns) - min) / (max - min)) * (RIGHT - LEFT);
  const heights = groups.map((group) => group.bars.length * BAR + GROUP_GAP);
  const bottom = TOP + heights.reduce((sum, height) => sum + height, 0);
  const height = bottom + 50;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${WIDTH}" height="${height}" fill="white"/>`,
    `<text x="10" y="20" font-size="14">${escapeXml(title)}</text>`,
  ];
  KINDS.forEach((kind, i) => {
    const at = LEFT + i * 200;
    parts.push(`<rect x="${at}" y="32" width="14" height="10" fill="${COLOURS[kind]}"/>`, `<text x="${at + 20}" y="41">${NAMES[kind]}</text>`);
  });
  for (let power = min; power <= max; power++) {
    const at = x(10 ** power).toFixed(1);
    const label = 10 ** power >= 1 ? String(10 ** power) : (10 ** power).toFixed(-power);
    parts.push(
      `<line x1="${at}" y1="${TOP - 4}" x2="${at}" y2="${bottom}" stroke="#ddd"/>`,
      `<text x="${at}" y="${bottom + 16}" text-anchor="middle">${label}</text>`,
    );
  }
  parts.push(`<text x="${(LEFT + RIGHT) / 2}" y="${bottom + 36}" text-anchor="middle">ns per cell (log scale, shorter is faster)</text>`);
  let y = TOP;
  groups.forEach((group, g) => {
    parts.push(`<text x="${LEFT - 8}" y="${y + (group.bars.length * BAR) / 2 + 4}" text-anchor="end">${escapeXml(group.label)}</text>`);
    for (const bar of group.bars) {
      const end = x(bar.nsPerCell);
      const text = `${value(bar.nsPerCell)}${bar.note ? ` (${bar.note})` : ""}`;
      parts.push(
        `<rect x="${LEFT}" y="${y}" width="${Math.max(1, end - LEFT).toFixed(1)}" height="${BAR - 2}" fill="${COLOURS[bar.kind]}"/>`,
        `<text x="${(end + 4).toFixed(1)}" y="${y + BAR - 3}" font-size="9">${escapeXml(text)}</text>`,
      );
      y += BAR;
    }
    y += heights[g]! - group.bars.length * BAR;
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}
