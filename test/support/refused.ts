// An exact refusal: the call throws an InvalidArgumentError whose message is exactly the one given.

import { expect } from "vitest";
import { DaedalusError, InvalidArgumentError } from "../../src/base/errors.js";

/** The InvalidArgumentError `call` throws, with exactly `message`. */
export function refused(call: () => unknown, message: string): void {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(InvalidArgumentError);
  expect((thrown as Error).message).toBe(message);
}

/** The error a call throws (it must throw one). */
export function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}

/** The error a call throws, which must be one of the library's named errors (a DaedalusError). */
export function namedErrorOf(run: () => unknown): Error {
  const error = errorOf(run);
  expect(error).toBeInstanceOf(DaedalusError);
  return error;
}
