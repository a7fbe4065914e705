import type { ErrorFrame } from '../../../src-domain/liveness/server-frames.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import {
  LIVENESS_SOCKET_ERRORS,
  LIVENESS_SOCKET_ERROR_CODES,
  livenessSocketErrorText,
  type LivenessSocketErrorCode,
} from '../../../src-domain/liveness/socket-errors.ts';

/** Why a liveness socket ended without a token, and whether reconnecting can help. */
export interface SocketEnd {
  /** The server's reason (docs/liveness.md, close codes), when it gave or implied one. */
  code: LivenessSocketErrorCode | null;
  /** Reconnect with back-off and the same nonce (the table's "retry with the same nonce?"). */
  retry: boolean;
  /** The localized text: the server's `error` frame, or the reason its close code names. */
  message?: string;
}

/**
 * Standard close codes after which the same frames would fail again (RFC 6455 §7.4.1: protocol
 * error, unacceptable or inconsistent data, policy, message too big, missing extension). Going
 * away, abnormal closure and server errors are worth another try.
 */
const FINAL_STANDARD_CODES: ReadonlySet<number> = new Set([1002, 1003, 1007, 1008, 1009, 1010]);

/**
 * Standard close codes that name one of our reasons: 1009 "message too big" is the websocket
 * layer refusing a frame over its size limit before the session saw it (the server's `ws`).
 */
const STANDARD_CODE_REASONS: Readonly<Partial<Record<number, LivenessSocketErrorCode>>> = { 1009: 'frame_too_large' };

function codeOfClose(closeCode: number): LivenessSocketErrorCode | null {
  return LIVENESS_SOCKET_ERROR_CODES.find((code) => LIVENESS_SOCKET_ERRORS[code].closeCode === closeCode) ?? STANDARD_CODE_REASONS[closeCode] ?? null;
}

/**
 * Reads the end of a socket: the `error` frame the server sends before closing, or, when that
 * never arrived, the close code alone (its reason's text in `locale`, when given).
 */
export function socketEnd(closeCode: number, errorFrame?: ErrorFrame, locale?: Locale): SocketEnd {
  if (errorFrame) return { code: errorFrame.code, retry: LIVENESS_SOCKET_ERRORS[errorFrame.code].retry, message: errorFrame.message };
  const code = codeOfClose(closeCode);
  if (code) return { code, retry: LIVENESS_SOCKET_ERRORS[code].retry, ...(locale ? { message: livenessSocketErrorText(code, locale) } : {}) };
  return { code: null, retry: !FINAL_STANDARD_CODES.has(closeCode) };
}
