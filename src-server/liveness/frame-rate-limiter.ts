export type FrameAdmission = 'accept' | 'drop' | 'abuse';

/**
 * Frames per second of one socket over a sliding second. Above `perSecond` a frame is dropped
 * (a client a little too eager); above four times that the client is not following the
 * protocol and the socket is closed.
 */
export function createFrameRateLimiter(perSecond: number, now: () => number = Date.now): { admit(): FrameAdmission } {
  const arrivals: number[] = [];
  return {
    admit() {
      const time = now();
      while (arrivals.length > 0 && (arrivals[0] ?? 0) <= time - 1000) arrivals.shift();
      arrivals.push(time);
      if (arrivals.length > perSecond * 4) return 'abuse';
      return arrivals.length > perSecond ? 'drop' : 'accept';
    },
  };
}
