// Every error the API throws is a DaedalusError with a stable `code`; the CLI maps them to exit codes.

/** Status codes of the Wasm exports, mirrored from assembly/status.ts (a test keeps both equal). */
export const STATUS_OK = 0;
export const STATUS_OUT_OF_MEMORY = 1;
export const STATUS_BAD_ARGUMENT = 2;
/** No puzzle of the requested difficulty was found within the generator's attempts (Takuzu on tiny grids). */
export const STATUS_UNREACHABLE_DIFFICULTY = 3;

export type ErrorCode = "INVALID_ARGUMENT" | "SIZE_LIMIT" | "OUT_OF_MEMORY" | "FORMAT" | "WASM" | "MISSING_DEPENDENCY" | "BUSY" | "BUDGET" | "OUTPUT";

export class DaedalusError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A user-supplied value is not allowed: the message names the input, its value and what is allowed. */
export class InvalidArgumentError extends DaedalusError {
  constructor(message: string) {
    super("INVALID_ARGUMENT", message);
  }
}

/** The requested maze does not fit the backend's memory; the message names the largest size that does. */
export class SizeLimitError extends DaedalusError {
  constructor(message: string) {
    super("SIZE_LIMIT", message);
  }
}

/** Memory could not be obtained although the size was within the computed limit. */
export class OutOfMemoryError extends DaedalusError {
  constructor(message: string) {
    super("OUT_OF_MEMORY", message);
  }
}

/** Where a format error is: 1-based line and column for text, a 0-based byte offset for binary input. */
export interface FormatPlace {
  readonly line?: number;
  readonly column?: number;
  readonly offset?: number;
}

/** Input text or bytes are not a valid maze in the named format; the message starts "<format>: line L, column C: " (or "byte N: "). */
export class FormatError extends DaedalusError {
  readonly format: string;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly offset: number | undefined;
  constructor(format: string, detail: string, place: FormatPlace = {}) {
    super("FORMAT", `${format}: ${describePlace(place)}${detail}`);
    this.format = format;
    this.line = place.line;
    this.column = place.column;
    this.offset = place.offset;
  }
}

function describePlace({ line, column, offset }: FormatPlace): string {
  if (offset !== undefined) return `byte ${offset}: `;
  if (line === undefined) return "";
  return column === undefined ? `line ${line}: ` : `line ${line}, column ${column}: `;
}

/** The Wasm core returned a status other than OK. */
export class WasmError extends DaedalusError {
  readonly status: number;
  constructor(status: number, operation: string) {
    const reason = status === STATUS_OUT_OF_MEMORY ? "out of memory" : status === STATUS_BAD_ARGUMENT ? "bad argument" : `status ${status}`;
    super("WASM", `${operation} failed in the Wasm core: ${reason}`);
    this.status = status;
  }
}

/** A command needs a package that the library does not install (the server, the benchmark harness); the message names the install command. */
export class MissingDependencyError extends DaedalusError {
  constructor(message: string) {
    super("MISSING_DEPENDENCY", message);
  }
}

/** A call reached a backend while it runs a generation, from inside that generation's onProgress or signal: refused, since it would reuse the memory the running generation works in. */
export class BusyError extends DaedalusError {
  constructor(message: string) {
    super("BUSY", message);
  }
}

/** A short, safe description of any value for an error message: never throws (BigInt, cycles), never echoes more than ~60 characters. */
export function describeValue(value: unknown): string {
  if (typeof value === "bigint") return `${value}n (a BigInt)`;
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
}

/** A search stopped at its documented budget without an answer (Takuzu's complete solver on a puzzle built to defeat it). */
export class BudgetError extends DaedalusError {
  constructor(message: string) {
    super("BUDGET", message);
  }
}

/** The output could not be written (a full disk, a closed pipe, no permission); the message names the output. */
export class OutputError extends DaedalusError {
  constructor(message: string) {
    super("OUTPUT", message);
  }
}
