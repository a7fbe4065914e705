import { parseSignedData } from './pki/parse-signed-data.ts';
import type { Timestamper } from './pki/timestamp-client.ts';
import { refuse, type SignatureVerifier } from './signature-verifier.ts';

/**
 * Where a TSA is configured (SIGNATURE_TSA_URL; docs/signatures.md "What is checked"), a verified
 * signature that carries no timestamp token gets one over its signature value, and its time is
 * the signing time kept. A TSA that cannot stamp refuses the signature as an unavailable service:
 * the signer tries again, rather than the act keeping a signature without the time it was told
 * to have.
 */
export function withTimestamps(verifier: SignatureVerifier, timestamper: Timestamper): SignatureVerifier {
  return {
    async verify(request) {
      const result = await verifier.verify(request);
      if (!result.ok || result.signature.timestampToken !== null) return result;
      const parsed = parseSignedData(request.pkcs7);
      if (!parsed) return refuse('malformed');
      try {
        const { token, time } = await timestamper.stamp(new Uint8Array(parsed.signerInfo.signature.valueBlock.valueHexView));
        return { ok: true, signature: { ...result.signature, timestampToken: token, signingTime: time } };
      } catch (error) {
        return refuse('service_unavailable', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
