import {
  LIVENESS_CONNECT_TIMEOUT_MS,
  LIVENESS_IDLE_TIMEOUT_MS,
  LIVENESS_MAX_FRAMES_PER_SECOND,
  LIVENESS_MAX_HEARTBEATS_PER_SECOND,
  LIVENESS_MAX_MESSAGE_BYTES,
  LIVENESS_SESSION_MAX_MS,
} from '../../src-domain/liveness/liveness-limits.ts';

/** Per-socket limits (defaults from src-domain; a deployment or a test may tighten them). */
export interface LivenessLimits {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  sessionMaxMs: number;
  maxMessageBytes: number;
  maxFramesPerSecond: number;
  maxHeartbeatsPerSecond: number;
}

export const DEFAULT_LIVENESS_LIMITS: LivenessLimits = {
  connectTimeoutMs: LIVENESS_CONNECT_TIMEOUT_MS,
  idleTimeoutMs: LIVENESS_IDLE_TIMEOUT_MS,
  sessionMaxMs: LIVENESS_SESSION_MAX_MS,
  maxMessageBytes: LIVENESS_MAX_MESSAGE_BYTES,
  maxFramesPerSecond: LIVENESS_MAX_FRAMES_PER_SECOND,
  maxHeartbeatsPerSecond: LIVENESS_MAX_HEARTBEATS_PER_SECOND,
};
