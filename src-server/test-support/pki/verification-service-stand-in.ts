import Fastify, { type FastifyInstance } from 'fastify';
import type { SignatureVerifier } from '../../signatures/signature-verifier.ts';
import type { RemoteVerifyResponse } from '../../signatures/remote-verifier.ts';
import { parseSignedData } from '../../signatures/pki/parse-signed-data.ts';
import { nameAttribute, OID_PINFL } from '../../signatures/pki/x509-names.ts';

/**
 * A local stand-in of the remote verification service (E-IMZO-SERVER's `/backend/pkcs7/verify/*`
 * contract, qo0p/e-imzo-doc README §2.2.4–2.2.5) for the remote verifier's tests. It decides with
 * a verifier of its own (the local one over the test CA, standing in for the national
 * algorithms) and answers in the service's shape: flags per signer, Tashkent timestamps.
 */
export interface StandIn {
  readonly url: string;
  readonly requests: { path: string; host: string | undefined; body: string }[];
  close(): Promise<void>;
}

function tashkent(date: Date): string {
  return new Date(date.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function answer(verifier: SignatureVerifier, document: Uint8Array | null, pkcs7: Uint8Array): Promise<RemoteVerifyResponse> {
  const parsed = parseSignedData(pkcs7);
  if (!parsed) return { status: -1, message: 'Invalid PKCS#7' };
  const content = document ?? parsed.content ?? new Uint8Array();
  const cert = parsed.signerCertificate;
  const pin = nameAttribute(cert.subject, OID_PINFL) ?? '';
  const result = await verifier.verify({ document: content, pkcs7, expectedPin: pin, now: new Date() });
  const refusal = result.ok ? null : result.refusal;
  return {
    status: 1,
    message: '',
    pkcs7Info: {
      signers: [
        {
          signingTime: parsed.signingTime ? tashkent(parsed.signingTime) : undefined,
          verified: refusal !== 'signature_invalid' && refusal !== 'document_mismatch',
          certificateVerified: refusal !== 'untrusted',
          certificateValidAtSigningTime: refusal !== 'expired',
          ...(refusal === 'revoked' ? { revokedStatusInfo: { reason: 'keyCompromise' } } : {}),
          ...(refusal === 'revocation_unknown' ? { exception: 'OCSP responder unreachable' } : {}),
          certificate: [
            {
              serialNumber: Buffer.from(cert.serialNumber.valueBlock.valueHexView).toString('hex'),
              subjectName: '',
              subjectInfo: { CN: result.ok ? result.signature.signer.fullName : '', [OID_PINFL]: pin },
              issuerName: result.ok ? result.signature.signer.issuer : '',
              validFrom: tashkent(cert.notBefore.value),
              validTo: tashkent(cert.notAfter.value),
            },
          ],
        },
      ],
      ...(document === null && parsed.content ? { documentBase64: Buffer.from(parsed.content).toString('base64') } : {}),
    },
  };
}

export async function startVerificationStandIn(verifier: SignatureVerifier): Promise<StandIn> {
  const app: FastifyInstance = Fastify();
  const requests: StandIn['requests'] = [];
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/backend/pkcs7/verify/attached', async (request) => {
    const body = String(request.body);
    requests.push({ path: request.url, host: request.headers.host, body });
    return answer(verifier, null, new Uint8Array(Buffer.from(body, 'base64')));
  });
  app.post('/backend/pkcs7/verify/detached', async (request) => {
    const body = String(request.body);
    requests.push({ path: request.url, host: request.headers.host, body });
    const [document = '', pkcs7 = ''] = body.split('|');
    return answer(verifier, new Uint8Array(Buffer.from(document, 'base64')), new Uint8Array(Buffer.from(pkcs7, 'base64')));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, requests, close: () => app.close() };
}
