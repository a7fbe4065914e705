import { ERROR_TOAST_MS, NOT_FOUND_418_TOAST_MS, TOKEN_EXPIRED_TOAST_MS } from '../../src-domain/constants.ts';
import { ACCESS_DENIED_MESSAGE } from '../../src-domain/http/access-denied.ts';
import type { ApiErrorCode } from '../../src-domain/http/api-error-codes.ts';
import { myActsHref, paths } from '../shared/paths.ts';
import type { Mode } from '../state/mode.ts';
import type { ApiErrorKind } from './api-error.ts';
import type { ApiMessageId } from './error-messages.ts';

/**
 * The HTTP rows of the error catalogue (spec §8) as one pure function: what a failed call
 * makes the app do. `error-effects.ts` carries the actions out.
 */

/** A toast's text: one of the client's messages, or text the server already localized. */
export type ToastText = { id: ApiMessageId; values?: Readonly<Record<string, string | number>> } | { text: string };

export type ErrorAction =
  | { type: 'toast'; message: ToastText; durationMs: number }
  | { type: 'clearSession' }
  /** Remember the page shown now as the target after the next login (spec §4 Token expiry). */
  | { type: 'saveRedirect' }
  | { type: 'navigate'; to: string }
  /** Spec §7: "Failed calls outside the rules of section 8 are only logged." */
  | { type: 'log'; message: string };

export interface ErrorFacts {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** Absent means `http`. */
  kind?: ApiErrorKind;
  method: string;
  /** The error body: its `code`, and its localized `message` or the response text. */
  body: { code?: ApiErrorCode | undefined; message: string };
  isDownload: boolean;
  /** The act the call was about, for the 418 texts. */
  uuid?: string | undefined;
  /** Who is signed in (name or pin), for the 418 `pin_not_found_in_uuid` text. */
  user?: string | undefined;
  mode?: Mode;
  /** From `Retry-After` of a 429. */
  retryAfterSeconds?: number | undefined;
  /**
   * False when the session that sent the call has ended or changed since (logout, a new login):
   * its "Access Denied" is old news and must not end the session now current.
   */
  sessionCurrent?: boolean;
}

/**
 * Spec §4 Token expiry: "in kiosk goes to /kiosk/". Signed out, that address ends on the kiosk
 * login (§2 routing rules: `/kiosk/` → kiosk main → kiosk auth), but the hop through the main
 * page would save the main page as the redirect target, replacing the page the user was on.
 * Going straight to the end of the chain shows the same page and keeps the target.
 */
export const KIOSK_SIGNED_OUT = paths.kiosk.auth.href();

/** Spec §2: kiosk pages live under `/kiosk`, and a kiosk never leads out of its area. */
const kioskMode = (mode: Mode): boolean => mode === 'kiosk';
const forbiddenHref = (mode: Mode): string => (kioskMode(mode) ? paths.kiosk.forbidden.href() : paths.forbidden.href());
const notFoundHref = (mode: Mode): string => (kioskMode(mode) ? paths.kiosk.notFound.href() : paths.notFound.href());

const toast = (message: ToastText, durationMs = ERROR_TOAST_MS): ErrorAction => ({ type: 'toast', message, durationMs });
const textOr = (text: string, fallback: ApiMessageId): ToastText => (text.trim() ? { text } : { id: fallback });
const log = (facts: ErrorFacts): ErrorAction => ({
  type: 'log',
  message: `${facts.method} failed: ${facts.kind ?? 'http'} ${facts.status} ${facts.body.code ?? ''} ${facts.body.message}`.trim(),
});

export function decideErrorHandling(facts: ErrorFacts): ErrorAction[] {
  const { status, method, body, mode = 'browser' } = facts;
  switch (facts.kind ?? 'http') {
    case 'aborted':
      return []; // the caller cancelled (a page left, a newer search): nothing went wrong
    case 'timeout':
      return [toast({ id: 'timeout' })];
    case 'network':
      return [toast({ id: 'network' })];
    case 'invalid':
      return [log(facts)];
    case 'http':
      break;
  }

  if (status === 403 && body.message === ACCESS_DENIED_MESSAGE) {
    if (facts.sessionCurrent === false) return [log(facts)];
    const actions: ErrorAction[] = [toast({ id: 'token_expired' }, TOKEN_EXPIRED_TOAST_MS), { type: 'clearSession' }, { type: 'saveRedirect' }];
    return mode === 'kiosk' ? [...actions, { type: 'navigate', to: KIOSK_SIGNED_OUT }] : actions;
  }
  if (status === 418 && facts.isDownload) {
    return [toast({ id: 'download_denied' }, NOT_FOUND_418_TOAST_MS), { type: 'navigate', to: myActsHref(kioskMode(mode)) }];
  }
  if (status === 418 && (body.code === 'uuid_not_found' || body.code === 'pin_not_found_in_uuid')) {
    return [toast(text418(facts, body.code), NOT_FOUND_418_TOAST_MS), { type: 'navigate', to: myActsHref(kioskMode(mode)) }];
  }

  switch (status) {
    case 400:
      return [toast(textOr(body.message, 'bad_request'))];
    case 403:
      return [{ type: 'navigate', to: forbiddenHref(mode) }];
    case 404:
      // GET reads a page's data: without it the page is a 404. A write keeps the user on the form.
      if (method === 'GET' || method === 'HEAD') return [toast(textOr(body.message, 'not_found')), { type: 'navigate', to: notFoundHref(mode) }];
      return [toast(textOr(body.message, 'not_found'))];
    case 429:
      // The server's message is localized and names the wait; Retry-After covers a bare 429.
      if ((body.code === 'too_many_requests' || body.code === 'face_check_locked') && body.message.trim()) return [toast({ text: body.message })];
      if (facts.retryAfterSeconds !== undefined) return [toast({ id: 'too_many_requests', values: { seconds: facts.retryAfterSeconds } })];
      return [toast(textOr(body.message, 'too_many_requests_later'))];
    case 500:
      return [toast({ id: 'internal_server_error' })];
    default:
      return [log(facts)];
  }
}

/** The 418 texts name the act and the user; when the client does not know them, the server's own localized message (which does) is shown. */
function text418(facts: ErrorFacts, code: 'uuid_not_found' | 'pin_not_found_in_uuid'): ToastText {
  const { uuid, user } = facts;
  if (code === 'uuid_not_found' && uuid) return { id: 'uuid_not_found', values: { uuid } };
  if (code === 'pin_not_found_in_uuid' && uuid && user) return { id: 'pin_not_found_in_uuid', values: { uuid, user } };
  return { text: facts.body.message };
}
