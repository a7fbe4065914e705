import { FACE_DIALOG_TIMEOUT_MS, SOCKET_CONNECT_TIMEOUT_MS } from '../constants.ts';

/** The server waits this long for the `connect` frame (the client's own socket time-out, spec §9). */
export const LIVENESS_CONNECT_TIMEOUT_MS = SOCKET_CONNECT_TIMEOUT_MS;
/** No image and no heartbeat for this long closes the socket (heartbeats come every 3 s, spec §9). */
export const LIVENESS_IDLE_TIMEOUT_MS = 10_000;
/** One socket lives at most as long as the face dialog itself (spec §4: 123 s). */
export const LIVENESS_SESSION_MAX_MS = FACE_DIALOG_TIMEOUT_MS;
/** Largest websocket message accepted: a 640×480 JPEG at quality 0.6 is 20–60 KiB. */
export const LIVENESS_MAX_MESSAGE_BYTES = 512 * 1024;
/** Frames per second analysed; the client sends one every 300 ms (≈ 3.3/s, spec §9). */
export const LIVENESS_MAX_FRAMES_PER_SECOND = 5;
/**
 * Heartbeats per second a socket may send: the client sends one every 3 s (spec §9). Over four
 * times this in one second the client is not following the protocol and the socket is closed
 * (`too_many_frames`), as for images.
 */
export const LIVENESS_MAX_HEARTBEATS_PER_SECOND = 2;
/** A login attempt's nonce is valid this long after it was issued. */
export const LIVENESS_NONCE_TTL_MS = 5 * 60_000;
/** The face-check token must reach POST /api/auth within this time (docs/liveness.md: 3 minutes). */
export const LIVENESS_TOKEN_TTL_MS = 3 * 60_000;
