/**
 * Every call main makes to a device, a system tool or a file for the self-test ends within a
 * bound (docs/kiosk-devices.md): a driver, a tool or a disk that never answers must not keep the
 * diagnostics page, its export or the self-test waiting forever.
 */
export const DEVICE_CALL_TIMEOUT_MS = 5_000;

/** The call did not settle in time; `what` names it for the technician's report. */
export class CallTimeoutError extends Error {
  override name = 'CallTimeoutError';
  readonly what: string;
  readonly ms: number;
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms / 1000} s`);
    this.what = what;
    this.ms = ms;
  }
}

/**
 * `work`, or a CallTimeoutError after `ms`. The work itself cannot be stopped from here (a
 * child process, a callback API); its late outcome is dropped.
 */
export function withTimeout<T>(work: Promise<T>, what: string, ms = DEVICE_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallTimeoutError(what, ms)), ms);
  });
  // A rejection after the time-out is nobody's: keep it from being reported as unhandled.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
