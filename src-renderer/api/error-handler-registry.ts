import type { ApiError } from './api-error.ts';
import type { ApiCallContext } from './http-client.ts';

export type ApiErrorHandler = (error: ApiError, context: ApiCallContext) => void;

let current: ApiErrorHandler | undefined;

/**
 * The handler of spec §8 needs the router (navigate) and the store of the mounted app, which
 * exist only once the root layout renders; it registers here (`use-api-error-handling.ts`)
 * and the app's client reports to whoever is registered. Returns the unregister function.
 */
export function setApiErrorHandler(handler: ApiErrorHandler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = undefined;
  };
}

/** Before the app has mounted (or in a test without it) a failure is only logged (spec §7). */
export function reportApiError(error: ApiError, context: ApiCallContext): void {
  if (current) current(error, context);
  else if (error.kind !== 'aborted') console.warn(`[api] ${error.method} ${error.path}: ${error.kind} ${error.status} ${error.message}`);
}
