// A tiled stream's worker thread: its own Wasm instance (loaded as the CLI loads it), making and encoding the bands
// (rows of tiles) it is sent, all from one tiled maze (its tree of tiles drawn once): a worker lives for one run.

import { parentPort, workerData } from "node:worker_threads";
import "./core.js";
import { type BandRenderer, type BandRequest, bandRenderer } from "./bands.js";
import { failureReply } from "./pool.js";

const request = workerData as BandRequest;
// Set up at the first band, so that a request refused is answered as that band's failure.
let render: BandRenderer | undefined;

parentPort!.on("message", (band: number) => {
  try {
    render ??= bandRenderer(request);
    render(band, (bytes) => parentPort!.postMessage({ index: band, bytes, notes: [], more: true }, [bytes.buffer as ArrayBuffer]));
    parentPort!.postMessage({ index: band, bytes: new Uint8Array(0), notes: [], more: false });
  } catch (error) {
    parentPort!.postMessage(failureReply(band, error));
  }
});
