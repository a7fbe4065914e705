import * as v from 'valibot';

/** Whether a citizen is using the terminal (the renderer reports it; updates wait for idle). */
export const SessionStateSchema = v.picklist(['idle', 'in-session']);

/** The kiosk updater as the diagnostics page and the heartbeat see it (src-main/updates/). */
export const UpdateStatusSchema = v.object({
  runningVersion: v.string(),
  session: SessionStateSchema,
  lastCheckAt: v.nullable(v.string()),
  offeredVersion: v.nullable(v.string()),
  /** Downloaded and held until the terminal is idle. */
  downloadedVersion: v.nullable(v.string()),
  /** The last download decision: download, not-newer, not-in-rollout, failed-before. */
  decision: v.nullable(v.string()),
  installing: v.boolean(),
  lastGoodVersion: v.nullable(v.string()),
  failedVersions: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type UpdateStatus = v.InferOutput<typeof UpdateStatusSchema>;
