import * as v from 'valibot';

/**
 * What came of listing the cameras: `listed` (some), `no-camera` (none seen), `no-tool` (the
 * system tool node-webcam drives is not installed), `unsupported` (node-webcam cannot list
 * cameras on this platform), `timed-out` (the tool did not answer in time), `failed` (it
 * answered with an error). The diagnostics page says each in the technician's language.
 */
export const CAMERA_LIST_STATUSES = ['listed', 'no-camera', 'no-tool', 'unsupported', 'timed-out', 'failed'] as const;
export type CameraListStatus = (typeof CAMERA_LIST_STATUSES)[number];

/**
 * The cameras main lists through node-webcam for the technician (src-main/devices/), with the
 * system tool it needs: `path` null means the tool is not installed; `error` says what went
 * wrong, in English, for the exported report.
 */
export const SystemCamerasSchema = v.object({
  status: v.picklist(CAMERA_LIST_STATUSES),
  platform: v.string(),
  tool: v.object({ name: v.string(), path: v.nullable(v.string()) }),
  cameras: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type SystemCameras = v.InferOutput<typeof SystemCamerasSchema>;
