import * as v from 'valibot';

/**
 * The cameras main lists through node-webcam for the technician (src-main/devices/), with the
 * system tool it needs: `path` null means the tool is not installed, and `error` says so.
 */
export const SystemCamerasSchema = v.object({
  tool: v.object({ name: v.string(), path: v.nullable(v.string()) }),
  cameras: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type SystemCameras = v.InferOutput<typeof SystemCamerasSchema>;
