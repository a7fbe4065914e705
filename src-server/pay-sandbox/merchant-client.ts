import type { PaymeErrorBody, PaymeMethod, PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import { merchantAuthorization } from '../payments/merchant-auth.ts';

/** How the provider's server reaches the merchant endpoint: a POST of `body` with `authorization`. */
export type MerchantTransport = (body: string, authorization: string) => Promise<{ statusCode: number; body: string }>;

export type MerchantAnswer = { readonly result: PaymeResult } | { readonly error: PaymeErrorBody };

/** The provider's side of the merchant API: JSON-RPC calls with the merchant key, as Payme's server makes them. */
export interface MerchantClient {
  call(method: PaymeMethod, params: Readonly<Record<string, unknown>>): Promise<MerchantAnswer>;
}

export function createMerchantClient(options: { key: () => Promise<string>; send: MerchantTransport }): MerchantClient {
  let nextId = 1;
  return {
    async call(method, params) {
      const id = nextId;
      nextId += 1;
      const response = await options.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }), merchantAuthorization(await options.key()));
      if (response.statusCode !== 200) throw new Error(`merchant endpoint answered HTTP ${response.statusCode}`);
      const answer = JSON.parse(response.body) as Partial<{ result: PaymeResult; error: PaymeErrorBody }>;
      if (answer.error) return { error: answer.error };
      if (answer.result) return { result: answer.result };
      throw new Error('merchant endpoint answered neither result nor error');
    },
  };
}
