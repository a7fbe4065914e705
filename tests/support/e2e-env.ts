/** The port and database file of the server the end-to-end run starts (fresh per run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DB_FILE = '.cache/e2e/enotary.sqlite';
