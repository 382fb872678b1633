// Preloaded into commands the attack suite runs (node --import): reports the process's peak RSS, in bytes, on fd 3.

import { writeSync } from "node:fs";

process.on("exit", () => {
  try {
    writeSync(3, String(process.resourceUsage().maxRSS * 1024));
  } catch {
    // No fd 3: run outside the suite.
  }
});
