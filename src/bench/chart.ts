// bench/chart.svg: ns per cell against cells, log-log, one line per series (algorithm × backend, and peers).

export interface Series {
  label: string;
  /** [cells, ns per cell] points. */
  points: [number, number][];
  dashed: boolean;
}

const WIDTH = 900;
const LEGEND_LINE = 16;
const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function chartSvg(series: readonly Series[], title: string): string {
  // Tall enough for the legend, one line per series.
  const HEIGHT = Math.max(560, 90 + series.length * LEGEND_LINE);
  const PLOT = { left: 70, right: 600, top: 30, bottom: HEIGHT - 60 };
  const all = series.flatMap((line) => line.points).filter(([, ns]) => ns > 0);
  if (all.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="80"><text x="10" y="40">no data</text></svg>\n`;
  const decade = (value: number, round: (x: number) => number) => round(Math.log10(value));
  const xMin = decade(Math.min(...all.map(([cells]) => cells)), Math.floor);
  const xMax = Math.max(xMin + 1, decade(Math.max(...all.map(([cells]) => cells)), Math.ceil));
  const yMin = decade(Math.min(...all.map(([, ns]) => ns)), Math.floor);
  const yMax = Math.max(yMin + 1, decade(Math.max(...all.map(([, ns]) => ns)), Math.ceil));
  const x = (cells: number) => PLOT.left + ((Math.log10(cells) - xMin) / (xMax - xMin)) * (PLOT.right - PLOT.left);
  const y = (ns: number) => PLOT.bottom - ((Math.log10(ns) - yMin) / (yMax - yMin)) * (PLOT.bottom - PLOT.top);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    `<text x="${PLOT.left}" y="18" font-size="14">${escapeXml(title)}</text>`,
  ];
  for (let power = xMin; power <= xMax; power++) {
    const at = x(10 ** power);
    parts.push(
      `<line x1="${at}" y1="${PLOT.top}" x2="${at}" y2="${PLOT.bottom}" stroke="#ddd"/>`,
      `<text x="${at}" y="${PLOT.bottom + 18}" text-anchor="middle">1e${power}</text>`,
    );
  }
  for (let power = yMin; power <= yMax; power++) {
    const at = y(10 ** power);
    parts.push(
      `<line x1="${PLOT.left}" y1="${at}" x2="${PLOT.right}" y2="${at}" stroke="#ddd"/>`,
      `<text x="${PLOT.left - 8}" y="${at + 4}" text-anchor="end">${10 ** power >= 1 ? 10 ** power : (10 ** power).toFixed(-power)}</text>`,
    );
  }
  parts.push(
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${HEIGHT - 20}" text-anchor="middle">cells (log)</text>`,
    `<text transform="translate(18 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)" text-anchor="middle">ns per cell (log, lower is better)</text>`,
  );
  series.forEach((line, i) => {
    const colour = PALETTE[i % PALETTE.length]!;
    const points = line.points.filter(([, ns]) => ns > 0).sort(([a], [b]) => a - b);
    const path = points.map(([cells, ns], j) => `${j === 0 ? "M" : "L"}${x(cells).toFixed(1)},${y(ns).toFixed(1)}`).join("");
    const dash = line.dashed ? ' stroke-dasharray="5 4"' : "";
    parts.push(`<path d="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
    for (const [cells, ns] of points) parts.push(`<circle cx="${x(cells).toFixed(1)}" cy="${y(ns).toFixed(1)}" r="3" fill="${colour}"/>`);
    const legendY = PLOT.top + 6 + i * LEGEND_LINE;
    parts.push(
      `<line x1="${PLOT.right + 20}" y1="${legendY}" x2="${PLOT.right + 44}" y2="${legendY}" stroke="${colour}" stroke-width="2"${dash}/>`,
      `<text x="${PLOT.right + 50}" y="${legendY + 4}">${escapeXml(line.label)}</text>`,
    );
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}
