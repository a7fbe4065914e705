import type { ErrorFrame } from '../../../src-domain/liveness/server-frames.ts';
import { LIVENESS_SOCKET_ERRORS, LIVENESS_SOCKET_ERROR_CODES, type LivenessSocketErrorCode } from '../../../src-domain/liveness/socket-errors.ts';

/** Why a liveness socket ended without a token, and whether reconnecting can help. */
export interface SocketEnd {
  /** The server's reason (docs/liveness.md, close codes), when it gave or implied one. */
  code: LivenessSocketErrorCode | null;
  /** Reconnect with back-off and the same nonce (the table's "retry with the same nonce?"). */
  retry: boolean;
  /** The server's localized text, when it sent an `error` frame. */
  message?: string;
}

/**
 * Standard close codes after which the same frames would fail again (RFC 6455 §7.4.1: protocol
 * error, unacceptable or inconsistent data, policy, message too big, missing extension). Going
 * away, abnormal closure and server errors are worth another try.
 */
const FINAL_STANDARD_CODES: ReadonlySet<number> = new Set([1002, 1003, 1007, 1008, 1009, 1010]);

function codeOfClose(closeCode: number): LivenessSocketErrorCode | null {
  return LIVENESS_SOCKET_ERROR_CODES.find((code) => LIVENESS_SOCKET_ERRORS[code].closeCode === closeCode) ?? null;
}

/**
 * Reads the end of a socket: the `error` frame the server sends before closing, or, when that
 * never arrived, the close code alone.
 */
export function socketEnd(closeCode: number, errorFrame?: ErrorFrame): SocketEnd {
  if (errorFrame) return { code: errorFrame.code, retry: LIVENESS_SOCKET_ERRORS[errorFrame.code].retry, message: errorFrame.message };
  const code = codeOfClose(closeCode);
  if (code) return { code, retry: LIVENESS_SOCKET_ERRORS[code].retry };
  return { code: null, retry: !FINAL_STANDARD_CODES.has(closeCode) };
}
