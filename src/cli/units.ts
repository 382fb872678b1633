// Numbers in the words a person reads on stderr: sizes in decimal units, durations in ms or s.

/** A byte count in decimal units, three significant digits: 55 bytes, 1.23 MB, 100 GB. */
export function bytesText(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB", "PB", "EB", "ZB"];
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? Math.round(value) : Number(value.toPrecision(3))} ${units[unit]}`;
}

/** Milliseconds in a short human form: 0.42 ms, 12 ms, 3.4 s. */
export function duration(milliseconds: number): string {
  if (milliseconds < 10) return `${milliseconds.toFixed(2)} ms`;
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
