/** The port and database file of the server the end-to-end run starts (fresh per run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// One file per port, so two runs side by side (E2E_PORT set) never reseed each other's data.
export const E2E_DB_FILE = `.cache/e2e/enotary-${E2E_PORT}.sqlite`;
/** The kiosk update feed the e2e server serves under /updates/ (tests/support/update-feed.ts). */
export const E2E_FEED_DIR = `.cache/e2e/update-feed-${E2E_PORT}`;
/** A party away longer than this passes the face check again (docs/video.md; production 60 s). */
export const E2E_VIDEO_REIDENTIFY_GAP_MS = 2_000;
