import { RECONNECT_BACKOFF_FACTOR, RECONNECT_MAX_DELAY_MS } from '../../../src-domain/constants.ts';
import { ROOM_RECONNECT_FIRST_DELAY_MS } from '../../../src-domain/video/room-limits.ts';
import { ROOM_SOCKET_ERRORS } from '../../../src-domain/video/room-socket-errors.ts';

/** Reconnections of the signalling in a row before the call says the media server failed (spec §8). */
export const MAX_RECONNECTS = 8;

/** Refusals and ends after which reconnecting cannot help. */
const FINAL_CLOSES: ReadonlySet<number> = new Set(
  Object.values(ROOM_SOCKET_ERRORS)
    .filter((error) => !error.retry)
    .map((error) => error.closeCode),
);

/** The server ended the socket for good (a refusal, a replaced seat, a closed room): no reconnect. */
export function isFinalClose(code: number): boolean {
  return FINAL_CLOSES.has(code);
}

/**
 * The back-off between reconnections of the room socket (spec §9: ×1.3, at most 10 s). The first
 * attempt after a drop goes at once: a socket dropped while the network works (a server restart,
 * an idle cut, a proxy) comes back in one round trip, and the waiting starts only once an attempt
 * has failed.
 */
export class ReconnectBackoff {
  #count = 0;
  #delay = ROOM_RECONNECT_FIRST_DELAY_MS;

  /** A join went through, or the network came back: start over. */
  reset(): void {
    this.#count = 0;
    this.#delay = ROOM_RECONNECT_FIRST_DELAY_MS;
  }

  /** How long to wait before the next attempt; null once `MAX_RECONNECTS` have failed in a row. */
  next(): number | null {
    this.#count += 1;
    if (this.#count > MAX_RECONNECTS) return null;
    if (this.#count === 1) return 0;
    const delay = this.#delay;
    this.#delay = Math.min(this.#delay * RECONNECT_BACKOFF_FACTOR, RECONNECT_MAX_DELAY_MS);
    return delay;
  }
}
