/**
 * Why a bridge call was refused. Main rejects the renderer's promise with an Error whose
 * message carries `kiosk-bridge:<code>`; Electron (and Playwright's exposeFunction in the
 * end-to-end tests) wrap that message in their own text, so callers find the code with
 * `bridgeErrorCodeOf` instead of comparing messages.
 */
export const BRIDGE_ERROR_CODES = ['bad_sender', 'bad_args', 'unknown_channel', 'handler_failed'] as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

const MARKER = 'kiosk-bridge:';

export function bridgeErrorMessage(code: BridgeErrorCode): string {
  return `${MARKER}${code}`;
}

export function bridgeErrorCodeOf(error: unknown): BridgeErrorCode | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return BRIDGE_ERROR_CODES.find((code) => message.includes(`${MARKER}${code}`)) ?? null;
}
