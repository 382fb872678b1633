// Status codes returned by the Wasm exports. src/base/errors.ts and src/reference/status.ts mirror them (test/contract.test.ts keeps them equal).
export const STATUS_OK: i32 = 0;
export const STATUS_OUT_OF_MEMORY: i32 = 1;
export const STATUS_BAD_ARGUMENT: i32 = 2;
/** No puzzle of the requested difficulty was found within the generator's attempts (Takuzu on tiny grids). */
export const STATUS_UNREACHABLE_DIFFICULTY: i32 = 3;
