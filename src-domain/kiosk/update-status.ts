import * as v from 'valibot';
import { BUSY_REASONS, TerminalPresenceSchema } from './terminal-presence.ts';

/** The kiosk updater as the diagnostics page and the heartbeat see it (src-main/updates/). */
export const UpdateStatusSchema = v.object({
  runningVersion: v.string(),
  /** What the renderer last reported of the people at the terminal. */
  presence: TerminalPresenceSchema,
  /** Why a downloaded version waits: empty when nobody is at the terminal. */
  busy: v.array(v.picklist(BUSY_REASONS)),
  lastCheckAt: v.nullable(v.string()),
  offeredVersion: v.nullable(v.string()),
  /** Downloaded and held until nobody is at the terminal. */
  downloadedVersion: v.nullable(v.string()),
  /** The last download decision: download, not-newer, not-in-rollout, failed-before. */
  decision: v.nullable(v.string()),
  installing: v.boolean(),
  lastGoodVersion: v.nullable(v.string()),
  failedVersions: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type UpdateStatus = v.InferOutput<typeof UpdateStatusSchema>;
