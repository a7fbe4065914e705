/** A token bucket: `ratePerS` on average, `burst` at once (the room socket's message limit). */
export class TokenBucket {
  #tokens: number;
  #at: number;
  readonly #ratePerS: number;
  readonly #burst: number;
  readonly #clock: () => number;

  constructor(ratePerS: number, burst: number, clock: () => number = Date.now) {
    this.#ratePerS = ratePerS;
    this.#burst = burst;
    this.#clock = clock;
    this.#tokens = burst;
    this.#at = clock();
  }

  take(): boolean {
    const now = this.#clock();
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#at) / 1000) * this.#ratePerS);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/** At most `max` events per key in any `windowMs` (joins per person, counted in this process). */
export class SlidingWindowLimit {
  readonly #events = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;
  readonly #clock: () => number;

  constructor(max: number, windowMs: number, clock: () => number = Date.now) {
    this.#max = max;
    this.#windowMs = windowMs;
    this.#clock = clock;
  }

  /** Records an event for `key`; false (and nothing recorded) when the limit is reached. */
  hit(key: string): boolean {
    const now = this.#clock();
    const recent = (this.#events.get(key) ?? []).filter((at) => now - at < this.#windowMs);
    if (recent.length >= this.#max) {
      this.#events.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#events.set(key, recent);
    if (this.#events.size > 10_000) for (const [k, list] of this.#events) if (list.every((at) => now - at >= this.#windowMs)) this.#events.delete(k);
    return true;
  }
}
