/**
 * Defaults of the video rooms (spec §1, §4 step 8). The server reads the configurable ones from
 * its environment (docs/configuration.md: VIDEO_ROOM_OPENS_BEFORE_MIN, VIDEO_REIDENTIFY_GAP_S); the others are
 * limits of the protocol both sides share.
 */

/** The room opens this long before the set visit time (spec §4 step 8 "attend at the set time"). */
export const ROOM_OPENS_BEFORE_MS = 30 * 60_000;

/**
 * A participant away longer than this passes the face check again on return (docs/video.md);
 * a shorter drop (a network hiccup, a reloaded page) resumes without one.
 */
export const REIDENTIFY_GAP_MS = 60_000;

/** A mesh of simple-peer connections: each participant sends to every other one (≤ 6). */
export const MAX_ROOM_MEMBERS = 6;

/** The first frame (`join`) must arrive this soon after the socket opens. */
export const JOIN_FRAME_TIMEOUT_MS = 5_000;

/** Signalling frames a socket may send per second on average, and in a burst. */
export const SIGNAL_RATE_PER_S = 40;
export const SIGNAL_BURST = 120;

/**
 * `join` frames one person may send per minute: a join with its face check takes three (asked,
 * checked, admitted) and a flaky network reconnects with back-off, so the bound is generous.
 */
export const JOINS_PER_MINUTE = 30;

/** Face-check attempts of room joins per person and minute (each one analyses a face). */
export const ROOM_ATTEMPTS_PER_MINUTE = 12;

/** At most this many bytes in one signalling frame (an SDP offer is 3–8 KB). */
export const MAX_SIGNAL_FRAME_BYTES = 64 * 1024;

/**
 * Keep-alive of a room socket, from the moment it opens: the client sends `ping` this often and
 * the server a protocol ping (answered by the browser itself); a socket with neither a frame nor
 * a pong for `ROOM_IDLE_TIMEOUT_MS` (three pings and some) is dropped.
 */
export const ROOM_PING_INTERVAL_MS = 10_000;
export const ROOM_IDLE_TIMEOUT_MS = 35_000;

/**
 * Reconnect back-off of the room socket (as the face socket, spec §9: ×1.3, at most 10 s): the wait
 * after the first failed attempt (the first attempt after a drop goes at once).
 */
export const ROOM_RECONNECT_FIRST_DELAY_MS = 500;
