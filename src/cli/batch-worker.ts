// A batch worker thread: its own Wasm instance (loaded as the CLI loads it), rendering the indices it is sent.

import { parentPort, workerData } from "node:worker_threads";
import "./core.js";
import { DaedalusError } from "../base/errors.js";
import { type BatchRequest, renderMaze } from "./batch.js";

const request = workerData as BatchRequest;

parentPort!.on("message", (index: number) => {
  try {
    const { bytes, notes } = renderMaze(request, index);
    parentPort!.postMessage({ index, bytes, notes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const code = error instanceof DaedalusError ? error.code : undefined;
    parentPort!.postMessage({ index, error: { message: (error as Error).message, code } });
  }
});
