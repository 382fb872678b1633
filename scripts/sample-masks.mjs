// Writes the sample masks of docs/masks/ from their shapes, so they can be made again exactly
// (test/mask.test.ts checks that the shipped files are what it writes):
//   node scripts/sample-masks.mjs [folder]      (default: docs/masks/)
// heart.txt and heart.png: the heart curve (x² + y² − 1)³ ≤ x²·y³; ring.txt: an annulus (a maze with a hole);
// sign.txt: a shape drawn the other way round (# for the shape), which the mask reader refuses with a hint.
// A text mask has # for an excluded cell and . for an included one; a PNG mask excludes dark pixels.

import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { PNG } from "pngjs";

const folder = process.argv[2] ? pathToFileURL(`${process.argv[2]}/`) : new URL("../docs/masks/", import.meta.url);

/** Whether cell (x, y) of a W×H picture is inside the heart (cell centres, y up). */
function inHeart(x, y, width, height) {
  const u = ((x + 0.5) / width) * 2.6 - 1.3;
  const v = 1.25 - ((y + 0.5) / height) * 2.5;
  const a = u * u + v * v - 1;
  return a * a * a - u * u * v * v * v <= 0;
}

/** Whether cell (x, y) of an N×N picture is inside the ring of outer radius N/2 and inner radius N/5. */
function inRing(x, y, size) {
  const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
  return r <= size / 2 && r >= size / 5;
}

function text(width, height, inside) {
  const lines = [];
  for (let y = 0; y < height; y++) {
    let line = "";
    for (let x = 0; x < width; x++) line += inside(x, y) ? "." : "#";
    lines.push(line);
  }
  return `${lines.join("\n")}\n`;
}

function png(width, height, inside) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = inside(x, y) ? 255 : 0;
      image.data.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image, { colorType: 0 });
}

mkdirSync(folder, { recursive: true });
writeFileSync(
  new URL("heart.txt", folder),
  text(32, 28, (x, y) => inHeart(x, y, 32, 28)),
);
writeFileSync(
  new URL("heart.png", folder),
  png(96, 84, (x, y) => inHeart(x, y, 96, 84)),
);
writeFileSync(
  new URL("ring.txt", folder),
  text(30, 30, (x, y) => inRing(x, y, 30)),
);
// A plus sign drawn with # for the shape: its . cells (the four corners) are not connected, the # cells are.
writeFileSync(
  new URL("sign.txt", folder),
  text(15, 15, (x, y) => !(Math.abs(x - 7) <= 2 || Math.abs(y - 7) <= 2)),
);
