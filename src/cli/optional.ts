// The commands whose packages the library does not install (daedalus serve: fastify; daedalus bench: tinybench)
// load their code when they run, so every other command starts without them and works without them installed.

import { MissingDependencyError } from "../base/errors.js";

/**
 * Imports `load()`'s module; when `dependency` is not installed, a MissingDependencyError says in one line
 * which command adds it. Any other failure is rethrown as it is.
 */
export async function withOptional<T>(command: string, dependency: string, version: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== "ERR_MODULE_NOT_FOUND" || !message.includes(`'${dependency}'`)) throw error;
    throw new MissingDependencyError(`daedalus ${command} needs ${dependency}, which is not installed with the library: npm install ${dependency}@${version}`);
  }
}
