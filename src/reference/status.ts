// Status codes of the core's exports, mirrored from assembly/status.ts (test/contract.test.ts keeps them equal).
export const STATUS_OK = 0;
export const STATUS_OUT_OF_MEMORY = 1;
export const STATUS_BAD_ARGUMENT = 2;
/** No puzzle of the requested difficulty was found within the generator's attempts (Takuzu on tiny grids). */
export const STATUS_UNREACHABLE_DIFFICULTY = 3;
