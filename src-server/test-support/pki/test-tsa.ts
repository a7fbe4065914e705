import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TestIdentity } from './test-ca.ts';

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';

export interface TestTsaOptions {
  /** Stamp another imprint than the one asked for (a token for other bytes). */
  readonly otherImprint?: boolean;
  /** Answer "rejection" (PKIStatus 2). */
  readonly refuse?: boolean;
}

let serial = 0;

/**
 * A time-stamping authority for tests (RFC 3161): answers a DER TimeStampReq with a granted
 * TimeStampResp whose token is a SignedData over a TSTInfo, signed by `identity` (a key the
 * test CA issued) and carrying its certificate. Used as the timestamper's `post`.
 */
export function createTestTsa(identity: TestIdentity, options: TestTsaOptions = {}): (url: string, body: Uint8Array) => Promise<Uint8Array> {
  return async (_url, body) => {
    if (options.refuse) return new Uint8Array(new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: 2 }) }).toSchema().toBER(false));
    const request = new pkijs.TimeStampReq({ schema: asn1js.fromBER(body).result });
    const hashed = new Uint8Array(request.messageImprint.hashedMessage.valueBlock.valueHexView);
    if (options.otherImprint) hashed[0] = (hashed[0] ?? 0) ^ 0xff;
    const info = new pkijs.TSTInfo({
      version: 1,
      policy: '1.3.6.1.4.1.99999.1',
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: request.messageImprint.hashAlgorithm,
        hashedMessage: new asn1js.OctetString({ valueHex: hashed }),
      }),
      serialNumber: new asn1js.Integer({ value: ++serial }),
      genTime: new Date(),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    });
    const signedData = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({
        eContentType: OID_TST_INFO,
        eContent: new asn1js.OctetString({ valueHex: info.toSchema().toBER(false) }),
      }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: identity.certificate.issuer, serialNumber: identity.certificate.serialNumber }),
        }),
      ],
      certificates: [identity.certificate],
    });
    await signedData.sign(identity.privateKey, 0, 'SHA-256');
    const token = new pkijs.ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema(true) });
    return new Uint8Array(new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: 0 }), timeStampToken: token }).toSchema().toBER(false));
  };
}
