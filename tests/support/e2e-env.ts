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
/**
 * The e2e server's warnings and errors, one JSON line each (tests/support/server-log.ts): a
 * failed face check's report quotes the server's reason from it. E2E_LOG_LEVEL sends the whole
 * log to the run's output instead.
 */
export const e2eServerLog = (port: number): string => `.cache/e2e/server-${port}.log`;
export const E2E_SERVER_LOG = e2eServerLog(E2E_PORT);
/** The kiosk update feed an e2e server serves under /updates/ (tests/support/update-feed.ts). */
export const e2eFeedDir = (port: number): string => `.cache/e2e/update-feed-${port}`;
export const E2E_FEED_DIR = e2eFeedDir(E2E_PORT);
/**
 * A party away longer than this passes the face check again (docs/video.md; production 60 s):
 * long enough for a page to come back from a lost connection on a busy machine, short enough to
 * wait out in a test.
 */
export const E2E_VIDEO_REIDENTIFY_GAP_MS = 5_000;
/**
 * The room sockets' keep-alive and idle time-out (production 10 s and 35 s): short, so a test
 * holding the recording announcement open for half a minute spans several time-outs.
 */
export const E2E_VIDEO_KEEP_ALIVE_MS = 1_000;
export const E2E_VIDEO_IDLE_TIMEOUT_MS = 4_000;
