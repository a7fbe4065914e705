import type { ReactNode } from 'react';

/**
 * A face check the call waits for, as the face-check dialog sees it (the route composes the
 * dialog of features/face-check: features do not import each other). The attempt is the room's
 * (POST …/video/attempt), bound to this join; the dialog runs the liveness socket with its nonce.
 */
export interface RoomFaceCheckRequest {
  /** The attempt's nonce for the liveness socket. */
  requestAttempt: (signal: AbortSignal) => Promise<string>;
  /** Aborted when the call no longer waits (disconnected, page left). */
  signal: AbortSignal;
  finish: (jwt: string) => void;
  fail: (error: unknown) => void;
  cancel: () => void;
}

export type RenderFaceCheck = (request: RoomFaceCheckRequest) => ReactNode;
