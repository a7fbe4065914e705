import * as v from 'valibot';

/** `GET /api/health`: liveness of the process and its database (bench, load balancers). */
export const HEALTH_PATH = '/api/health';

export const HealthResponseSchema = v.object({
  /** `ok` when every dependency answered; the status code is 503 otherwise. */
  status: v.picklist(['ok', 'error']),
  db: v.picklist(['ok', 'error']),
  version: v.string(),
  /** The web portal build the server serves (src-domain/http/build-id.ts); null without one. */
  build: v.nullable(v.string()),
  /** Server time, ISO 8601 UTC. */
  time: v.string(),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
