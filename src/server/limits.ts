// The server's guards and their defaults, in a module without Fastify so the command line can show them in --help.

/** Players one client address may hold; further logins get 429. */
export const DEFAULT_MAX_PLAYERS_PER_ADDRESS = 20;
