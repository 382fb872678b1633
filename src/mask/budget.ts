// The most cells a mask may have, whatever it is drawn in: a module of its own, without Node's built-ins, so the
// browser's text masks share the bound with the PNG reader.

/** The most pixels (cells) a mask may have: 8192×8192, 256 MiB as 8-bit RGBA. */
export const MAX_MASK_PIXELS = 2 ** 26;
