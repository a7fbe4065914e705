import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TestIdentity } from './test-ca.ts';

const OID_DATA = '1.2.840.113549.1.7.1';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';

export interface Pkcs7Options {
  /** E-IMZO's third argument of create_pkcs7: 'yes' leaves the data out of the document. */
  readonly detached?: boolean;
  readonly signingTime?: Date;
  /** Certificates to carry besides the signer's (an intermediate, or none). */
  readonly extraCertificates?: readonly pkijs.Certificate[];
}

/**
 * A CMS SignedData (RFC 5652) over `data` as E-IMZO's `create_pkcs7` makes it: one signer
 * identified by issuer and serial, signed attributes contentType, messageDigest (SHA-256) and
 * signingTime, the signer's certificate inside, the data attached unless detached.
 */
export async function createTestPkcs7(identity: TestIdentity, data: Uint8Array, options: Pkcs7Options = {}): Promise<Uint8Array> {
  const digest = createHash('sha256').update(data).digest();
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID_DATA,
      ...(options.detached ? {} : { eContent: new asn1js.OctetString({ valueHex: data }) }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: identity.certificate.issuer, serialNumber: identity.certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID_CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: OID_DATA })] }),
            new pkijs.Attribute({ type: OID_MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: new Uint8Array(digest) })] }),
            new pkijs.Attribute({ type: OID_SIGNING_TIME, values: [new asn1js.UTCTime({ valueDate: options.signingTime ?? new Date() })] }),
          ],
        }),
      }),
    ],
    certificates: [identity.certificate, ...(options.extraCertificates ?? [])],
  });
  await signedData.sign(identity.privateKey, 0, 'SHA-256', data);
  const contentInfo = new pkijs.ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
