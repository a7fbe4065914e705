/** The port and database file of the server the end-to-end run starts (fresh per run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The maintenance project's own server (playwright.config.ts): its test turns on the server-wide
 * technical-work switch, which would stop every other test's logins on the shared server.
 */
export const E2E_MAINTENANCE_PORT = E2E_PORT + 1;
// One file per port, so two runs side by side (E2E_PORT set) never reseed each other's data.
export const e2eDbFile = (port: number): string => `.cache/e2e/enotary-${port}.sqlite`;
export const E2E_DB_FILE = e2eDbFile(E2E_PORT);
/** The kiosk update feed an e2e server serves under /updates/ (tests/support/update-feed.ts). */
export const e2eFeedDir = (port: number): string => `.cache/e2e/update-feed-${port}`;
export const E2E_FEED_DIR = e2eFeedDir(E2E_PORT);
/** A party away longer than this passes the face check again (docs/video.md; production 60 s). */
export const E2E_VIDEO_REIDENTIFY_GAP_MS = 2_000;
