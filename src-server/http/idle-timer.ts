/**
 * A connection's idle time-out that a stall of the server itself does not trip. When this
 * process's event loop is held up (a long synchronous step, a starved CPU), the pongs that reached
 * it meanwhile wait in the sockets while every time-out falls due; timers run before the loop
 * reads its sockets, so each connection would be ended as idle together, the people in a room all
 * "dropped" at the same millisecond though none of them was. So the verdict is taken one turn later
 * (setImmediate runs after the loop has read what is waiting), and only if no sign of life came
 * in the whole time-out.
 */
export class IdleTimer {
  #timer: NodeJS.Timeout | undefined;
  #lastSign = 0;
  #stopped = false;
  readonly #onIdle: () => void;
  readonly #now: () => number;

  constructor(onIdle: () => void, now: () => number = () => performance.now()) {
    this.#onIdle = onIdle;
    this.#now = now;
  }

  /** A sign of life: the connection is idle only `timeoutMs` after this one (or the next). */
  touch(timeoutMs: number): void {
    if (this.#stopped) return;
    this.#lastSign = this.#now();
    this.#arm(timeoutMs, timeoutMs);
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #arm(delayMs: number, timeoutMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => setImmediate(() => this.#decide(timeoutMs)), delayMs);
  }

  #decide(timeoutMs: number): void {
    if (this.#stopped) return;
    const quiet = this.#now() - this.#lastSign;
    // A sign of life read in this turn re-armed the timer already; one not yet due waits its rest.
    if (quiet < timeoutMs) return this.#arm(timeoutMs - quiet, timeoutMs);
    this.stop();
    this.#onIdle();
  }
}
