// The machine a benchmark ran on, for the top of every report.
import { cpus, totalmem } from "node:os";
export function describeMachine() {
    const processors = cpus();
    return {
        cpu: processors[0]?.model.trim() ?? "unknown",
        cores: processors.length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
    };
}
