/**
 * The face-liveness websocket (spec §7 "Face-liveness websocket with a sub-protocol").
 * Clients must offer exactly this sub-protocol; the server refuses the upgrade otherwise.
 * Bump the version suffix when a frame shape changes incompatibly (v2: the screen's light,
 * docs/decisions/0063-presentation-attacks.md).
 */
export const LIVENESS_SUBPROTOCOL = 'enotary-liveness.v2';
export const LIVENESS_WS_PATH = '/api/liveness/ws';
/** Issues the one-time nonce of a login attempt (see attempt.ts). */
export const LIVENESS_ATTEMPT_PATH = '/api/liveness/attempt';
