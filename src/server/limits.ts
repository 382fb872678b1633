// The server's guards and their defaults, in a module without Fastify so the command line can show them in --help.

/** Players one client address may hold; further logins get 429. */
export const DEFAULT_MAX_PLAYERS_PER_ADDRESS = 20;

/** Minutes without a move after which a player is removed from the race and its token revoked. */
export const DEFAULT_IDLE_MINUTES = 30;
