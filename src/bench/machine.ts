// The machine a benchmark ran on, for the top of every report.

import { cpus, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}
