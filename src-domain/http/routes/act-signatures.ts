import * as v from 'valibot';

/**
 * Signing an act registered by video (docs/signatures.md; spec §1 "video conference needs …
 * digital signature"). At step 8 the notary fixes the act's final document (its print form, as
 * bytes, hashed); each video participant fetches exactly those bytes, signs them with their
 * E-IMZO key and posts the PKCS#7; the server verifies it and keeps it. Access as for the act;
 * only the act's notary fixes, only its video participants sign, the parties and the notary
 * download.
 */
export const ACT_SIGNING_PATH = '/api/acts/:uuid/signing';
export const ACT_SIGNING_DOCUMENT_PATH = '/api/acts/:uuid/signing/document';
export const ACT_SIGNING_DOCUMENT_FILE_PATH = '/api/acts/:uuid/signing/document/file';
export const ACT_SIGNATURES_PATH = '/api/acts/:uuid/signing/signatures';
export const ACT_SIGNATURE_FILE_PATH = '/api/acts/:uuid/signing/signatures/:signatureId/file';
/** The agent's address and the site's API keys (server config, so tests point it at the test agent). */
export const SIGNATURE_CONFIG_PATH = '/api/signature-config';

const encoded = (uuid: string) => encodeURIComponent(uuid);
export const actSigningPath = (uuid: string): string => `/api/acts/${encoded(uuid)}/signing`;
export const actSigningDocumentPath = (uuid: string): string => `/api/acts/${encoded(uuid)}/signing/document`;
export const actSigningDocumentFilePath = (uuid: string): string => `/api/acts/${encoded(uuid)}/signing/document/file`;
export const actSignaturesPath = (uuid: string): string => `/api/acts/${encoded(uuid)}/signing/signatures`;
export const actSignatureFilePath = (uuid: string, signatureId: number): string => `/api/acts/${encoded(uuid)}/signing/signatures/${signatureId}/file`;

export const SignatureParamsSchema = v.object({
  uuid: v.pipe(v.string(), v.uuid()),
  signatureId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)),
});

/** The most a PKCS#7 with a certificate chain and a timestamp may weigh, in base64 characters. */
export const PKCS7_MAX_BASE64 = 64 * 1024;

export const SubmitSignatureBodySchema = v.strictObject({
  /** The agent's `pkcs7_64`. */
  pkcs7: v.pipe(
    v.string('error_invalid_value'),
    v.nonEmpty('error_required'),
    v.maxLength(PKCS7_MAX_BASE64, 'error_invalid_value'),
    v.regex(/^[A-Za-z0-9+/=\r\n]+$/, 'error_invalid_value'),
  ),
  /** The SHA-256 of the document the signer was given: a document fixed again meanwhile is refused. */
  sha256: v.pipe(v.string('error_invalid_value'), v.regex(/^[0-9a-f]{64}$/, 'error_invalid_value')),
});
export type SubmitSignatureBody = v.InferOutput<typeof SubmitSignatureBodySchema>;

/** A verified signature as the act shows it: initials only, never the whole name (src-domain/acts/party-disclosure.ts). */
export const ActSignatureSchema = v.object({
  id: v.number(),
  role: v.picklist(['party', 'notary']),
  /** "KARIMOV A. A." */
  signerInitials: v.string(),
  certificateSerial: v.string(),
  issuer: v.string(),
  /** ISO 8601: the signing time the signature carries (or its timestamp's). */
  signedAt: v.string(),
  timestamped: v.boolean(),
});
export type ActSignature = v.InferOutput<typeof ActSignatureSchema>;

export const SigningParticipantViewSchema = v.object({
  role: v.picklist(['party', 'notary']),
  /** The party's role in the act (seller, buyer…), null for the notary. */
  partyRole: v.nullable(v.string()),
  initials: v.string(),
  signed: v.boolean(),
  /** This row is the signed-in user. */
  me: v.boolean(),
});

export const SigningStateSchema = v.object({
  /** Signing applies: the act is registered by video and at step 8, or was signed before. */
  applies: v.boolean(),
  document: v.nullable(v.object({ sha256: v.string(), fixedAt: v.string(), size: v.number(), fileName: v.string() })),
  participants: v.array(SigningParticipantViewSchema),
  signatures: v.array(ActSignatureSchema),
  /** The signed-in notary may fix (or fix again) the document now. */
  mayFix: v.boolean(),
  /** The signed-in user may sign now (their turn, not signed yet). */
  maySign: v.boolean(),
  /** Every participant has signed: registration by video may proceed. */
  complete: v.boolean(),
  /** The signed-in user may download the document and the .p7s files (a party or the notary). */
  mayDownload: v.boolean(),
});
export type SigningState = v.InferOutput<typeof SigningStateSchema>;

/** The fixed document's bytes for the agent (it signs base64). */
export const SigningDocumentSchema = v.object({
  contentBase64: v.string(),
  sha256: v.string(),
  fileName: v.string(),
});
export type SigningDocument = v.InferOutput<typeof SigningDocumentSchema>;

export const SignatureConfigSchema = v.object({
  /** The E-IMZO agent's websocket (EIMZO_AGENT_URL), `wss://127.0.0.1:64443/service/cryptapi` by default. */
  agentUrl: v.string(),
  /** Domain, key pairs for the agent's `apikey` call (EIMZO_API_KEYS). */
  apiKeys: v.array(v.string()),
});
export type SignatureConfig = v.InferOutput<typeof SignatureConfigSchema>;
