/**
 * Small helpers for the face check's cancellation: every wait of the check ends when its signal
 * aborts (Cancel, the login abandoned, the 123 s time-out), with the signal's reason.
 */

/** What the login flow reads as "closed by the user" (features/auth login-failure: AbortError). */
export function abortError(): DOMException {
  return new DOMException('The face check was cancelled', 'AbortError');
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? abortError();
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortReason(signal);
}

/** Aborts `target` with an AbortError when `source` aborts; returns the unlink. */
export function linkAbort(source: AbortSignal, target: AbortController): () => void {
  const onAbort = () => target.abort(abortError());
  if (source.aborted) {
    onAbort();
    return () => undefined;
  }
  source.addEventListener('abort', onAbort, { once: true });
  return () => source.removeEventListener('abort', onAbort);
}

/** `promise`, or the abort reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return untilAborted(waited, signal).finally(() => clearTimeout(timer));
}
