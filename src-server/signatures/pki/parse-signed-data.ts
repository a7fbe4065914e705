import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

/** One signer's CMS SignedData, taken apart (RFC 5652 §5). */
export interface ParsedSignedData {
  readonly signedData: pkijs.SignedData;
  readonly signerInfo: pkijs.SignerInfo;
  readonly signerCertificate: pkijs.Certificate;
  /** Every certificate the document carries (the signer's first). */
  readonly certificates: readonly pkijs.Certificate[];
  /** The attached data, or null for a detached signature. */
  readonly content: Uint8Array | null;
  readonly signingTime: Date | null;
  /** An RFC 3161 token in the unsigned attributes (E-IMZO-SERVER's /frontend/timestamp/pkcs7 adds one). */
  readonly timestampToken: Uint8Array | null;
  /** The signature algorithm's OID as the signerInfo names it. */
  readonly algorithm: string;
  /** The OID of the signer's public key algorithm (O'zDSt 1092 keys are 1.2.860.3.15.…). */
  readonly keyAlgorithm: string;
}

function sameSerial(a: asn1js.Integer, b: asn1js.Integer): boolean {
  return Buffer.from(a.valueBlock.valueHexView).equals(Buffer.from(b.valueBlock.valueHexView));
}

function findSigner(certificates: readonly pkijs.Certificate[], sid: pkijs.SignerInfo['sid']): pkijs.Certificate | undefined {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find((cert) => sameSerial(cert.serialNumber, sid.serialNumber) && cert.issuer.isEqual(sid.issuer));
  }
  return undefined;
}

function signingTimeOf(signerInfo: pkijs.SignerInfo): Date | null {
  const attribute = signerInfo.signedAttrs?.attributes.find((item) => item.type === OID_SIGNING_TIME);
  const value: unknown = attribute?.values[0];
  if (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime) return value.toDate();
  return null;
}

function timestampOf(signerInfo: pkijs.SignerInfo): Uint8Array | null {
  const attribute = signerInfo.unsignedAttrs?.attributes.find((item) => item.type === OID_TIMESTAMP_TOKEN);
  const value: unknown = attribute?.values[0];
  return value instanceof asn1js.BaseBlock ? new Uint8Array(value.toBER(false)) : null;
}

function contentOf(signedData: pkijs.SignedData): Uint8Array | null {
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) return null;
  // A constructed OCTET STRING (BER, as some agents stream it) is the concatenation of its parts.
  if (eContent.idBlock.isConstructed) {
    const parts = (eContent.valueBlock.value as asn1js.OctetString[]).map((part) => new Uint8Array(part.valueBlock.valueHexView));
    return new Uint8Array(Buffer.concat(parts));
  }
  return new Uint8Array(eContent.valueBlock.valueHexView);
}

/**
 * Parses a PKCS#7 as E-IMZO's `create_pkcs7` returns it (base64 of DER/BER ContentInfo).
 * Null when it is not a SignedData with exactly one signer whose certificate is inside.
 */
export function parseSignedData(pkcs7: Uint8Array): ParsedSignedData | null {
  try {
    const asn = asn1js.fromBER(pkcs7);
    if (asn.offset === -1) return null;
    const contentInfo = new pkijs.ContentInfo({ schema: asn.result });
    if (contentInfo.contentType !== OID_SIGNED_DATA) return null;
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    if (signedData.signerInfos.length !== 1) return null;
    const signerInfo = signedData.signerInfos[0];
    const certificates = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
    if (!signerInfo) return null;
    const signerCertificate = findSigner(certificates, signerInfo.sid);
    if (!signerCertificate) return null;
    return {
      signedData,
      signerInfo,
      signerCertificate,
      certificates: [signerCertificate, ...certificates.filter((cert) => cert !== signerCertificate)],
      content: contentOf(signedData),
      signingTime: signingTimeOf(signerInfo),
      timestampToken: timestampOf(signerInfo),
      algorithm: signerInfo.signatureAlgorithm.algorithmId,
      keyAlgorithm: signerCertificate.subjectPublicKeyInfo.algorithm.algorithmId,
    };
  } catch {
    return null;
  }
}

export function serialHex(certificate: pkijs.Certificate): string {
  return Buffer.from(certificate.serialNumber.valueBlock.valueHexView)
    .toString('hex')
    .replace(/^(00)+(?=.)/, '');
}
