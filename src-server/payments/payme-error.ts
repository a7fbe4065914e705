import type { PaymeErrorCode } from '../../src-domain/payments/payme-protocol.ts';

/** A protocol error the merchant endpoint answers (HTTP 200 with `error`). */
export class PaymeError extends Error {
  readonly code: PaymeErrorCode;
  readonly data: string | undefined;

  constructor(code: PaymeErrorCode, data?: string) {
    super(`payme error ${code}`);
    this.code = code;
    this.data = data;
  }
}
