// A batch worker thread: its own Wasm instance (loaded as the CLI loads it), rendering the indices it is sent.

import { parentPort, workerData } from "node:worker_threads";
import "./core.js";
import { type BatchRequest, renderMaze } from "./batch.js";
import { failureReply } from "./pool.js";

const request = workerData as BatchRequest;

parentPort!.on("message", (index: number) => {
  try {
    const { bytes, notes } = renderMaze(request, index);
    parentPort!.postMessage({ index, bytes, notes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage(failureReply(index, error));
  }
});
