// The ABI version (docs/ABI.md): raised whenever an export, an argument, a result layout or a status code changes
// in a way a host written against the previous version would notice. src/grid/abi.ts mirrors it (ABI_VERSION).

export const ABI_VERSION: u32 = 6;

/** The version of the ABI this module implements (docs/ABI.md). */
export function abiVersion(): u32 {
  return ABI_VERSION;
}
