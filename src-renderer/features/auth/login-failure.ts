import { isApiError } from '../../api/api-error.ts';

/**
 * What a failed step of the login means for the user (spec §4 Login flow, §8):
 * - `cancelled`: the user closed the face check or left the page; nothing to show.
 * - `shown`: the API client already told the user by the rules of spec §8 (a toast, a redirect:
 *   `ApiError.handled`), or will for these statuses; a dialog as well would say it twice.
 * - `rate-limited`: HTTP 429 from the brute-force limit; its message names the wait time.
 * - `failed`: anything else (time-out, network, face check failed): the error dialog, with the
 *   server's own message when it sent one (§4.3), the face check's reason, or the default one.
 */
export type LoginFailure = { kind: 'cancelled' } | { kind: 'shown' } | { kind: 'rate-limited'; message: string } | { kind: 'failed'; message?: string };

const SHOWN_BY_CLIENT: ReadonlySet<number> = new Set([400, 403, 404, 418, 500]);

/** A text meant for the user that a failed step carries (the face check's localized reason: `userMessage`). */
function userMessageOf(error: unknown): string | undefined {
  const message = error instanceof Error ? (error as Error & { userMessage?: unknown }).userMessage : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function classifyLoginFailure(error: unknown): LoginFailure {
  if (isAbort(error)) return { kind: 'cancelled' };
  if (!isApiError(error)) {
    const message = userMessageOf(error);
    return message ? { kind: 'failed', message } : { kind: 'failed' };
  }
  if (error.kind === 'aborted') return { kind: 'cancelled' };
  if (error.handled) return { kind: 'shown' };
  if (error.kind !== 'http') return { kind: 'failed' };
  if (error.status === 429) return { kind: 'rate-limited', message: error.message };
  if (SHOWN_BY_CLIENT.has(error.status)) return { kind: 'shown' };
  // Only a JSON error body of the contract (it has a `code`) carries a text meant for users; a
  // proxy's HTML page must not end up in the dialog.
  return error.code ? { kind: 'failed', message: error.message } : { kind: 'failed' };
}
