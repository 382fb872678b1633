// A zlib (RFC 1950) stream over the web-standard CompressionStream (Node ≥ 18 and browsers), pulled chunk by
// chunk: the source is read only as fast as the output is consumed, so memory stays at a few chunks.

/** Compresses the chunks of `source` (each handed over: not reused by the source afterwards). */
export async function* deflate(source: Iterable<Uint8Array<ArrayBuffer>>): AsyncIterable<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    try {
      // Each write settles once zlib has taken the chunk in (writer.ready alone does not hold the source back in
      // Node, which would queue the whole picture); the loop below reads the output meanwhile.
      for (const chunk of source) await writer.write(chunk);
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
      throw error;
    }
  })();
  // Marked handled now; its error still reaches the caller through the reader or the final await.
  feeding.catch(() => undefined);
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
    finished = true;
  } finally {
    // A consumer that stops early cancels the stream, which also stops the feeding loop.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
  await feeding;
}
