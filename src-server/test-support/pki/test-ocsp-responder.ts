import type { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TestCa } from './test-ca.ts';

type CryptoKey = webcrypto.CryptoKey;

const OID_OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const OID_OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const HOUR_MS = 3_600_000;

export interface TestOcspResponderOptions {
  /** The CA whose certificates it answers for. */
  readonly ca: TestCa;
  /** Serials (hex) it says are revoked; every other serial the CA issued is good. */
  readonly revoked?: readonly string[];
  /** Serials (hex) it says it does not know. */
  readonly unknown?: readonly string[];
  /** Who signs: the CA itself (default) or a delegated responder, whose certificate is included. */
  readonly signer?: { readonly certificate: pkijs.Certificate; readonly privateKey: CryptoKey };
  /** thisUpdate (default a minute ago) and nextUpdate (default an hour after it; null leaves it out). */
  readonly thisUpdate?: Date;
  readonly nextUpdate?: Date | null;
  /** Echo the request's nonce (default), answer with another one, or leave it out. */
  readonly nonce?: 'echo' | 'other' | 'omit';
  /** Answer with this OCSPResponseStatus instead (1 malformedRequest … 6 unauthorized). */
  readonly status?: number;
}

/**
 * An OCSP responder for tests (RFC 6960), made with pkijs from the test CA, in process: answers
 * a DER OCSPRequest with a signed BasicOCSPResponse for each CertID it was asked about. Used as
 * the OCSP source's `post`, so no socket is opened.
 */
export function createTestOcspResponder(options: TestOcspResponderOptions): (url: string, body: Uint8Array) => Promise<Uint8Array> {
  const revoked = new Set(options.revoked ?? []);
  const unknown = new Set(options.unknown ?? []);
  return async (_url, body) => {
    if (options.status !== undefined) {
      return new Uint8Array(new pkijs.OCSPResponse({ responseStatus: new asn1js.Enumerated({ value: options.status }) }).toSchema().toBER(false));
    }
    const request = new pkijs.OCSPRequest({ schema: asn1js.fromBER(body).result });
    const thisUpdate = options.thisUpdate ?? new Date(Date.now() - 60_000);
    const nextUpdate = options.nextUpdate === null ? undefined : (options.nextUpdate ?? new Date(thisUpdate.getTime() + HOUR_MS));
    const signer = options.signer ?? { certificate: options.ca.certificate, privateKey: options.ca.privateKey };

    const basic = new pkijs.BasicOCSPResponse();
    basic.tbsResponseData.responderID = signer.certificate.subject;
    basic.tbsResponseData.producedAt = new Date();
    for (const item of request.tbsRequest.requestList) {
      const asked = await pkijs.CertID.create(options.ca.certificate, { hashAlgorithm: 'SHA-1', issuerCertificate: options.ca.certificate });
      const serial = Buffer.from(item.reqCert.serialNumber.valueBlock.valueHexView).toString('hex');
      // Another issuer's certificate is one this responder does not know.
      const ours = Buffer.from(item.reqCert.issuerKeyHash.valueBlock.valueHexView).equals(Buffer.from(asked.issuerKeyHash.valueBlock.valueHexView));
      const tag = !ours || unknown.has(serial) ? 2 : revoked.has(serial) ? 1 : 0;
      const certStatus =
        tag === 1
          ? new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 1 }, value: [new asn1js.GeneralizedTime({ valueDate: thisUpdate })] })
          : new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: tag } });
      basic.tbsResponseData.responses.push(new pkijs.SingleResponse({ certID: item.reqCert, certStatus, thisUpdate, ...(nextUpdate ? { nextUpdate } : {}) }));
    }
    const nonce = request.tbsRequest.requestExtensions?.find((item) => item.extnID === OID_OCSP_NONCE);
    if (nonce && options.nonce !== 'omit') {
      const value =
        options.nonce === 'other'
          ? new asn1js.OctetString({ valueHex: new Uint8Array(16).fill(7) }).toBER(false)
          : new Uint8Array(nonce.extnValue.valueBlock.valueHexView).buffer;
      basic.tbsResponseData.responseExtensions = [new pkijs.Extension({ extnID: OID_OCSP_NONCE, extnValue: value })];
    }
    if (options.signer) basic.certs = [options.signer.certificate];
    await basic.sign(signer.privateKey, 'SHA-256');
    const response = new pkijs.OCSPResponse({
      responseStatus: new asn1js.Enumerated({ value: 0 }),
      responseBytes: new pkijs.ResponseBytes({ responseType: OID_OCSP_BASIC, response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }) }),
    });
    return new Uint8Array(response.toSchema().toBER(false));
  };
}
