/**
 * A frame the server never answers (dropped while another user's frame was analysed) is given up
 * after this long, so a throttled client does not wait for it forever.
 */
export const FRAME_REPLY_TIMEOUT_MS = 2_000;

export interface FramePacer {
  /** Whether a frame may go out now; the caller's timer sets the ~300 ms rhythm (spec §9). */
  canSend: (now: number) => boolean;
  sent: (seq: number, now: number) => void;
  /** A `stats` reply: its `seq` and the frames the server dropped since the last one. */
  replied: (seq: number, dropped: number) => void;
  readonly throttled: boolean;
}

/**
 * Frames go out every ~300 ms (spec §9) until the server reports that it dropped some
 * (docs/liveness.md: one frame analysed at a time per socket, the rest dropped and counted).
 * From then on the socket keeps at most one frame in flight: the next goes out only after the
 * reply to the last one, or after the reply time-out.
 */
export function createFramePacer(replyTimeoutMs = FRAME_REPLY_TIMEOUT_MS): FramePacer {
  let throttled = false;
  let waiting: { seq: number; at: number } | null = null;
  return {
    canSend: (now) => !throttled || waiting === null || now - waiting.at >= replyTimeoutMs,
    sent: (seq, now) => {
      waiting = { seq, at: now };
    },
    replied: (seq, dropped) => {
      if (dropped > 0) throttled = true;
      if (waiting && seq >= waiting.seq) waiting = null;
    },
    get throttled() {
      return throttled;
    },
  };
}
