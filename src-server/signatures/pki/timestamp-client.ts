import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';

/** Sends a DER request and returns the DER answer (tests give their own). */
export type PostBytes = (url: string, body: Uint8Array) => Promise<Uint8Array>;

export interface Timestamper {
  /**
   * An RFC 3161 timestamp token (DER ContentInfo) over these bytes — the signer's signature
   * value, as a CMS signature timestamp covers (RFC 3161 Appendix A) — with its time.
   */
  stamp(signatureValue: Uint8Array): Promise<{ token: Uint8Array; time: Date }>;
}

export interface TimestamperOptions {
  /** SIGNATURE_TSA_URL. */
  readonly url: string;
  /** The TSA's certificate or the CA it chains to (SIGNATURE_TSA_CA): the token is refused otherwise. */
  readonly trustedCerts: readonly pkijs.Certificate[];
  readonly post?: PostBytes;
}

async function postQuery(url: string, body: Uint8Array): Promise<Uint8Array> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/timestamp-query' }, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`TSA ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function sameBytes(a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array): boolean {
  return Buffer.from(a as Uint8Array).equals(Buffer.from(b as Uint8Array));
}

/**
 * Asks a time-stamping authority for a token (RFC 3161 §2.4): a SHA-256 imprint and a fresh
 * nonce; the answer must be granted, signed by a TSA the configuration trusts, over exactly that
 * imprint and nonce. Anything else throws: a configured TSA that cannot stamp is a failure to
 * report, not a signature to keep without its time.
 */
export function createTimestamper(options: TimestamperOptions): Timestamper {
  return {
    async stamp(signatureValue) {
      const imprint = new Uint8Array(createHash('sha256').update(signatureValue).digest());
      const nonce = new Uint8Array(randomBytes(8));
      nonce[0] = (nonce[0] ?? 0) & 0x7f; // a positive INTEGER
      const request = new pkijs.TimeStampReq({
        version: 1,
        messageImprint: new pkijs.MessageImprint({
          hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
          hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
        }),
        nonce: new asn1js.Integer({ valueHex: nonce }),
        certReq: true,
      });
      const answer = await (options.post ?? postQuery)(options.url, new Uint8Array(request.toSchema().toBER(false)));
      const asn = asn1js.fromBER(answer);
      if (asn.offset === -1) throw new Error('TSA: unreadable answer');
      const response = new pkijs.TimeStampResp({ schema: asn.result });
      // PKIStatus 0 granted, 1 granted with modifications (RFC 3161 §2.4.2).
      if ((response.status.status !== 0 && response.status.status !== 1) || !response.timeStampToken)
        throw new Error(`TSA refused the request (status ${response.status.status})`);
      const signedData = new pkijs.SignedData({ schema: response.timeStampToken.content });
      if (signedData.encapContentInfo.eContentType !== OID_TST_INFO || !signedData.encapContentInfo.eContent)
        throw new Error('TSA: the token holds no TSTInfo');
      const info = new pkijs.TSTInfo({ schema: asn1js.fromBER(signedData.encapContentInfo.eContent.getValue()).result });
      if (info.messageImprint.hashAlgorithm.algorithmId !== OID_SHA256 || !sameBytes(info.messageImprint.hashedMessage.valueBlock.valueHexView, imprint))
        throw new Error('TSA: the token is over another imprint');
      if (!info.nonce || !sameBytes(info.nonce.valueBlock.valueHexView, nonce)) throw new Error('TSA: the token answers another request');
      // pkijs checks the TSTInfo's imprint against `data` too, and the chain at the token's time.
      const data = signatureValue.slice().buffer;
      const verified = await signedData
        .verify({ signer: 0, data, trustedCerts: [...options.trustedCerts], checkChain: true, checkDate: info.genTime })
        .catch(() => false);
      if (verified !== true) throw new Error('TSA: the token is not signed by a trusted time-stamping authority');
      return { token: new Uint8Array(response.timeStampToken.toSchema().toBER(false)), time: info.genTime };
    },
  };
}
