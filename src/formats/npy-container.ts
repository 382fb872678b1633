// NumPy's .npy container for boolean arrays, as numpy.save writes it: the magic "\x93NUMPY", version 1.0, a
// little-endian uint16 header length, then the header dict `{'descr': '|b1', 'fortran_order': False, 'shape': (…), }`
// with numpy's spare room for growing the first axis (21 characters minus its digits), padded with spaces so the
// data starts at a multiple of 64 bytes, and ending in "\n"; then one byte (0 or 1) per element, C order.
// The reader takes versions 1.0, 2.0 and 3.0, a header of at most numpy's 10000 characters, and reports every problem
// as a FormatError with its byte offset.

import { FormatError } from "../base/errors.js";

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY
const ALIGN = 64;
/** numpy's GROWTH_AXIS_MAX_DIGITS: room left in the header so the first axis can grow in place. */
const GROWTH_DIGITS = 21;
/** numpy's _MAX_HEADER_SIZE: numpy.load refuses a longer header (in characters) as unsafe to parse, and so does this. */
export const MAX_NPY_HEADER = 10000;

/** A boolean array read from a .npy file: its shape, and its elements (0 or 1) in C order, with their offset in the file. */
export interface NpyArray {
  readonly shape: readonly number[];
  /** Where the shape tuple is in the file, for errors about it. */
  readonly shapeOffset: number;
  readonly data: Uint8Array;
  readonly dataOffset: number;
}

/** The preamble and header of a .npy file of booleans of this shape, as numpy.save writes them; the data follows it. */
export function npyHeader(shape: readonly number[]): Uint8Array {
  const dims = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(", ")})`;
  let header = `{'descr': '|b1', 'fortran_order': False, 'shape': ${dims}, }`;
  header += " ".repeat(Math.max(0, GROWTH_DIGITS - String(shape[0] ?? "").length));
  const unpadded = MAGIC.length + 2 + 2 + header.length + 1;
  header += `${" ".repeat((ALIGN - (unpadded % ALIGN)) % ALIGN)}\n`;
  const out = new Uint8Array(MAGIC.length + 4 + header.length);
  out.set(MAGIC);
  out[6] = 1;
  out[7] = 0;
  new DataView(out.buffer).setUint16(8, header.length, true);
  for (let i = 0; i < header.length; i++) out[10 + i] = header.charCodeAt(i);
  return out;
}

/** A .npy file holding `data` (0/1 bytes, C order) as a boolean array of this shape. */
export function writeNpy(shape: readonly number[], data: Uint8Array): Uint8Array {
  const header = npyHeader(shape);
  const out = new Uint8Array(header.length + data.length);
  out.set(header);
  out.set(data, header.length);
  return out;
}

/** Whether the bytes start with the .npy magic "\x93NUMPY". */
export function isNpy(head: Uint8Array): boolean {
  return MAGIC.every((byte, i) => head[i] === byte);
}

/**
 * Reads a boolean .npy array (dtype |b1, C order), checking the magic, the header, the shape (`shapeProblem`
 * returns why a shape is refused, or undefined), the length and every element.
 */
export function readNpy(bytes: Uint8Array, format: string, shapeProblem: (shape: readonly number[]) => string | undefined): NpyArray {
  const fail = (detail: string, offset: number): never => {
    throw new FormatError(format, detail, { offset });
  };
  for (let i = 0; i < MAGIC.length; i++) {
    if (bytes[i] !== MAGIC[i]) fail(`not a .npy file: it must start with the magic "\\x93NUMPY"`, Math.min(i, bytes.length));
  }
  if (bytes.length < 10) fail("the .npy preamble is truncated", bytes.length);
  const major = bytes[6]!;
  if (major < 1 || major > 3 || bytes[7] !== 0) fail(`unsupported .npy version ${major}.${bytes[7]} (1.0, 2.0 and 3.0 are read)`, 6);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lengthBytes = major === 1 ? 2 : 4;
  if (bytes.length < 8 + lengthBytes) fail("the .npy preamble is truncated", bytes.length);
  const headerStart = 8 + lengthBytes;
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const dataOffset = headerStart + headerLength;
  if (bytes.length < dataOffset) fail(`the header is truncated: it declares ${headerLength} bytes, ${bytes.length - headerStart} follow`, bytes.length);
  // Checked before parsing, as numpy checks it: a header's length is the file's to claim (up to 4 GiB in 2.0 and 3.0).
  const characters =
    major === 3 && headerLength <= 4 * MAX_NPY_HEADER ? [...new TextDecoder().decode(bytes.subarray(headerStart, dataOffset))].length : headerLength;
  if (characters > MAX_NPY_HEADER)
    fail(`the header is ${characters} characters long, more than the ${MAX_NPY_HEADER} numpy.load reads (numpy's own files take about 128)`, 8);
  const header = new HeaderParser(bytes, headerStart, dataOffset, format).parse();
  const problem = shapeProblem(header.shape);
  if (problem) fail(problem, header.shapeOffset);
  const count = header.shape.reduce((product, n) => product * n, 1);
  if (bytes.length < dataOffset + count) {
    fail(`the data is truncated: shape (${header.shape.join(", ")}) needs ${count} bytes, ${bytes.length - dataOffset} follow`, bytes.length);
  }
  if (bytes.length > dataOffset + count)
    fail(`${bytes.length - dataOffset - count} bytes follow the data of shape (${header.shape.join(", ")})`, dataOffset + count);
  const data = bytes.subarray(dataOffset, dataOffset + count);
  for (let i = 0; i < count; i++) {
    if (data[i]! > 1) fail(`a boolean element must be 0 or 1, got ${data[i]}`, dataOffset + i);
  }
  return { shape: header.shape, shapeOffset: header.shapeOffset, data, dataOffset };
}

type Value = string | boolean | number[];

/** The header dict, parsed as the Python literal numpy writes (strings, True/False, tuples of integers). */
class HeaderParser {
  private at: number;
  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly format: string,
  ) {
    this.at = start;
  }

  parse(): { shape: number[]; shapeOffset: number } {
    const start = this.at;
    const fields = new Map<string, { value: Value; offset: number }>();
    this.expect("{");
    while (this.peek() !== "}") {
      const keyOffset = this.skipSpace();
      const key = this.string();
      this.expect(":");
      const offset = this.skipSpace();
      fields.set(key, { value: this.value(), offset });
      if (!["descr", "fortran_order", "shape"].includes(key)) this.fail(`unknown header key '${key}'`, keyOffset);
      if (this.peek() !== ",") break;
      this.at++;
    }
    this.expect("}");
    this.skipSpace();
    if (this.at !== this.end) this.fail("unexpected text after the header dict", this.at);
    if (this.bytes[this.end - 1] !== 0x0a) this.fail('the header must end in "\\n"', this.end - 1);
    const descr = fields.get("descr");
    const order = fields.get("fortran_order");
    const shape = fields.get("shape");
    if (!descr || !order || !shape) this.fail("the header must give descr, fortran_order and shape", start);
    if (descr!.value !== "|b1") this.fail(`dtype must be '|b1' (boolean), got ${show(descr!.value)}`, descr!.offset);
    if (order!.value !== false) this.fail(`fortran_order must be False, got ${show(order!.value)}`, order!.offset);
    if (!Array.isArray(shape!.value)) this.fail(`shape must be a tuple, got ${show(shape!.value)}`, shape!.offset);
    return { shape: shape!.value as number[], shapeOffset: shape!.offset };
  }

  private value(): Value {
    const c = this.peek();
    if (c === "'" || c === '"') return this.string();
    if (c === "(") return this.tuple();
    for (const [word, value] of [
      ["True", true],
      ["False", false],
    ] as const) {
      if (this.text(this.at, word.length) === word) {
        this.at += word.length;
        return value;
      }
    }
    return this.fail("expected a string, True, False or a tuple", this.at);
  }

  private tuple(): number[] {
    this.expect("(");
    const items: number[] = [];
    while (this.peek() !== ")") {
      const offset = this.skipSpace();
      let digits = "";
      while (this.at < this.end && /[0-9]/.test(this.text(this.at, 1))) digits += this.text(this.at++, 1);
      if (digits === "") this.fail("expected an integer in the shape", offset);
      items.push(Number(digits));
      if (this.peek() !== ",") break;
      this.at++;
    }
    this.expect(")");
    return items;
  }

  private string(): string {
    const offset = this.skipSpace();
    const quote = this.text(this.at, 1);
    if (quote !== "'" && quote !== '"') this.fail("expected a quoted string", offset);
    const close = this.indexOf(quote, this.at + 1);
    if (close < 0) this.fail("unterminated string", offset);
    const value = this.text(this.at + 1, close - this.at - 1);
    this.at = close + 1;
    return value;
  }

  private expect(c: string): void {
    const offset = this.skipSpace();
    if (this.text(offset, 1) !== c) this.fail(`expected "${c}" in the header`, offset);
    this.at++;
  }

  private peek(): string {
    return this.text(this.skipSpace(), 1);
  }

  private skipSpace(): number {
    while (this.at < this.end && /\s/.test(this.text(this.at, 1))) this.at++;
    return this.at;
  }

  private text(offset: number, length: number): string {
    return String.fromCharCode(...this.bytes.subarray(offset, Math.min(offset + length, this.end)));
  }

  private indexOf(c: string, from: number): number {
    for (let i = from; i < this.end; i++) if (this.bytes[i] === c.charCodeAt(0)) return i;
    return -1;
  }

  private fail(detail: string, offset: number): never {
    throw new FormatError(this.format, detail, { offset });
  }
}

function show(value: Value): string {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "boolean") return value ? "True" : "False";
  return `(${value.join(", ")})`;
}
