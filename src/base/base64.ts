// Standard base64 (RFC 4648, with padding) for topology json's link bytes and a masked topology's kept cells: strict on
// reading (no whitespace, no other alphabet, padding only at the end), in the library and the browser alike (no Buffer).

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    text += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | (b >> 4)]!;
    text += i + 1 < bytes.length ? ALPHABET[((b & 15) << 2) | (c >> 6)]! : "=";
    text += i + 2 < bytes.length ? ALPHABET[c & 63]! : "=";
    if (text.length >= 1 << 16) {
      parts.push(text);
      text = "";
    }
  }
  parts.push(text);
  return parts.join("");
}

/** How many bytes base64 `text` holds, told by its length alone (undefined when that is not a multiple of 4): a reader
 *  refuses a text of the wrong size before decoding it. */
export function base64ByteLength(text: string): number | undefined {
  if (text.length % 4 !== 0) return undefined;
  return (text.length / 4) * 3 - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
}

/** The bytes, or a description of what is wrong (the caller names the field). */
export function decodeBase64(text: string): Uint8Array | string {
  const length = base64ByteLength(text);
  if (length === undefined) return `base64 text must be a multiple of 4 characters long, got ${text.length}`;
  const padding = (text.length / 4) * 3 - length;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let group = 0;
    for (let k = 0; k < 4; k++) {
      const code = text.charCodeAt(i + k);
      const value = code < 128 ? VALUE[code]! : -1;
      const isPadding = code === 0x3d && i + 4 === text.length && k >= 4 - padding;
      if (value < 0 && !isPadding) return `character ${i + k + 1} (${JSON.stringify(text[i + k])}) is not base64`;
      group = (group << 6) | Math.max(0, value);
    }
    bytes[at++] = group >> 16;
    if (at < bytes.length) bytes[at++] = (group >> 8) & 255;
    if (at < bytes.length) bytes[at++] = group & 255;
  }
  return bytes;
}
