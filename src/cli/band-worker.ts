// A tiled stream's worker thread: its own Wasm instance (loaded as the CLI loads it), making and encoding the bands
// (rows of tiles) it is sent.

import { parentPort, workerData } from "node:worker_threads";
import "./core.js";
import { type BandRequest, renderBand } from "./bands.js";
import { failureReply } from "./pool.js";

const request = workerData as BandRequest;

parentPort!.on("message", (band: number) => {
  try {
    renderBand(request, band, (bytes) => parentPort!.postMessage({ index: band, bytes, notes: [], more: true }, [bytes.buffer as ArrayBuffer]));
    parentPort!.postMessage({ index: band, bytes: new Uint8Array(0), notes: [], more: false });
  } catch (error) {
    parentPort!.postMessage(failureReply(band, error));
  }
});
