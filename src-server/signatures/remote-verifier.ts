import * as v from 'valibot';
import { postText } from './post-text.ts';
import { parseSignedData } from './pki/parse-signed-data.ts';
import { OID_PINFL } from './pki/x509-names.ts';
import { refuse, type SignatureVerifier, type VerificationResult } from './signature-verifier.ts';

/**
 * The remote verification service's answer (docs/signatures.md "Remote verifier"): the
 * contract of E-IMZO-SERVER's `/backend/pkcs7/verify/attached` and `/detached` (qo0p/e-imzo-doc
 * README §2.2.4–2.2.5), which verifies the national algorithms (O'zDSt 1092/1106) this server
 * cannot. Only the fields we decide on are read; the rest is passed over.
 */
const CertificateInfoSchema = v.object({
  serialNumber: v.string(),
  subjectName: v.optional(v.string(), ''),
  issuerName: v.optional(v.string(), ''),
  subjectInfo: v.optional(v.record(v.string(), v.string()), {}),
  /** "yyyy-MM-dd HH:mm:ss" in Tashkent time. */
  validFrom: v.string(),
  validTo: v.string(),
});

const SignerSchema = v.object({
  signingTime: v.optional(v.string()),
  verified: v.boolean(),
  certificateVerified: v.boolean(),
  certificateValidAtSigningTime: v.optional(v.boolean(), false),
  revokedStatusInfo: v.optional(v.unknown()),
  exception: v.optional(v.string()),
  timeStampInfo: v.optional(v.object({ time: v.optional(v.string()), verified: v.optional(v.boolean()) })),
  certificate: v.pipe(v.array(CertificateInfoSchema), v.minLength(1)),
});

export const RemoteVerifyResponseSchema = v.object({
  status: v.number(),
  message: v.optional(v.string(), ''),
  pkcs7Info: v.optional(v.object({ signers: v.array(SignerSchema), documentBase64: v.optional(v.string()) })),
});
export type RemoteVerifyResponse = v.InferOutput<typeof RemoteVerifyResponseSchema>;

export interface RemoteVerifierOptions {
  /** The service's base URL (SIGNATURE_REMOTE_URL), e.g. `http://e-imzo-server:8080`. */
  readonly baseUrl: string;
  /** The portal's domain, sent as `Host` (the service's licence is for a site, README §2.2.4). */
  readonly siteHost: string;
  /** The signer's address for `X-Real-IP`; the contract asks for the user's, we send the server's own. */
  readonly clientIp?: string;
  readonly timeoutMs?: number;
}

/** "2026-11-26 15:04:05" (Tashkent, UTC+5, no daylight time) → instant. */
export function tashkentTimestamp(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 5, mi, s));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a).equals(Buffer.from(b));
}

async function ask(options: RemoteVerifierOptions, path: string, body: string): Promise<RemoteVerifyResponse | null> {
  const answer = await postText({
    url: new URL(path, options.baseUrl),
    headers: { 'content-type': 'text/plain', 'x-real-ip': options.clientIp ?? '127.0.0.1', host: options.siteHost },
    body,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const parsed = v.safeParse(RemoteVerifyResponseSchema, answer);
  return parsed.success ? parsed.output : null;
}

/**
 * Verifies through the remote service. The document check stays here: an attached PKCS#7 must
 * carry exactly our document (read locally, since parsing ASN.1 needs no national algorithm), a
 * detached one is sent with it (`document|pkcs7`, as the contract says). The service's flags
 * then decide, in the same order as the local verifier.
 */
export function createRemoteVerifier(options: RemoteVerifierOptions): SignatureVerifier {
  return {
    async verify({ document, pkcs7, expectedPin, now }): Promise<VerificationResult> {
      const parsed = parseSignedData(pkcs7);
      if (!parsed) return refuse('malformed');
      if (parsed.content !== null && !sameBytes(parsed.content, document)) return refuse('document_mismatch');
      const pkcs7Base64 = Buffer.from(pkcs7).toString('base64');
      const answer =
        parsed.content === null
          ? await ask(options, '/backend/pkcs7/verify/detached', `${Buffer.from(document).toString('base64')}|${pkcs7Base64}`)
          : await ask(options, '/backend/pkcs7/verify/attached', pkcs7Base64);
      if (!answer) return refuse('service_unavailable');
      if (answer.status !== 1 || !answer.pkcs7Info) return refuse('malformed', answer.message);
      const signer = answer.pkcs7Info.signers[0];
      if (answer.pkcs7Info.signers.length !== 1 || !signer) return refuse('malformed');
      const returned = answer.pkcs7Info.documentBase64;
      if (returned !== undefined && !sameBytes(new Uint8Array(Buffer.from(returned, 'base64')), document)) return refuse('document_mismatch');
      if (!signer.verified) return refuse('signature_invalid', signer.exception);
      const certificate = signer.certificate[0];
      if (!certificate) return refuse('malformed');
      const notBefore = tashkentTimestamp(certificate.validFrom);
      const notAfter = tashkentTimestamp(certificate.validTo);
      if (!notBefore || !notAfter || now < notBefore || now > notAfter || !signer.certificateValidAtSigningTime) return refuse('expired');
      if (!signer.certificateVerified) return refuse('untrusted', signer.exception);
      if (signer.revokedStatusInfo !== undefined && signer.revokedStatusInfo !== null) return refuse('revoked');
      if (signer.exception !== undefined && signer.exception !== '') return refuse('revocation_unknown', signer.exception);
      const pin = certificate.subjectInfo[OID_PINFL] ?? null;
      if (pin !== expectedPin) return refuse('pin_mismatch');
      const stamped = signer.timeStampInfo?.verified === true && signer.timeStampInfo.time ? tashkentTimestamp(signer.timeStampInfo.time) : null;
      return {
        ok: true,
        signature: {
          signer: {
            pin,
            fullName: certificate.subjectInfo['CN'] ?? '',
            serialHex: certificate.serialNumber.toLowerCase(),
            issuer: certificate.issuerName,
            notBefore,
            notAfter,
          },
          signingTime: stamped ?? (signer.signingTime ? tashkentTimestamp(signer.signingTime) : null) ?? now,
          timestampToken: parsed.timestampToken,
          algorithm: parsed.algorithm,
          verifiedBy: 'remote',
        },
      };
    },
  };
}
