import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ACT_SIGNATURE_FILE_PATH,
  ACT_SIGNATURES_PATH,
  ACT_SIGNING_DOCUMENT_FILE_PATH,
  ACT_SIGNING_DOCUMENT_PATH,
  ACT_SIGNING_PATH,
  type SignatureConfig,
  SIGNATURE_CONFIG_PATH,
  SignatureParamsSchema,
  type SigningDocument,
  type SigningState,
  SubmitSignatureBodySchema,
} from '../../../src-domain/http/routes/act-signatures.ts';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { RateLimitSetting } from '../../http/rate-limit-setting.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import { type DownloadFile, signatureFile, signedDocumentFile } from '../../signatures/signing-downloads.ts';
import { fixSigningDocument, type SigningServices, signingDocument, signingState, submitSignature } from '../../signatures/signing-service.ts';
import { signedIn } from '../request-user.ts';

export interface SigningRouteDeps extends SigningServices {
  /** The agent's address and API keys the page is given (EIMZO_AGENT_URL, EIMZO_API_KEYS). */
  agent: SignatureConfig;
  /** Signature submissions and fixings per user and window (each may fetch a CRL or call the service). */
  rateLimit: RateLimitSetting;
}

/** A signer tries a few keys, or mistypes a password a few times: twenty a minute is plenty. */
export const DEFAULT_SIGNING_RATE_LIMIT: RateLimitSetting = { max: 20, timeWindowMs: 60_000 };

function sendFile(reply: FastifyReply, file: DownloadFile): Buffer {
  reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`);
  return file.bytes;
}

/**
 * Signing an act registered by video (src-domain/http/routes/act-signatures.ts): the state, the
 * notary's fixing of the final document, its bytes for the agent, a participant's signature,
 * and the downloads. The server decides every step (signing-service.ts); the page only asks.
 */
export function actSigningRoutes(deps: SigningRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const rateLimit = perUserRateLimit(deps.rateLimit);
    const reads = perUserRateLimit({ max: deps.rateLimit.max * 6, timeWindowMs: deps.rateLimit.timeWindowMs });

    app.get(SIGNATURE_CONFIG_PATH, { config: { access: 'user', rateLimit: reads } }, async (): Promise<SignatureConfig> => deps.agent);

    app.get(ACT_SIGNING_PATH, { config: { access: 'user', rateLimit: reads } }, async (request): Promise<SigningState> => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return signingState(deps, signedIn(request).user, uuid);
    });

    app.post(ACT_SIGNING_DOCUMENT_PATH, { config: { access: { role: 'notary' }, rateLimit } }, async (request): Promise<SigningState> => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return fixSigningDocument(deps, signedIn(request).user, uuid);
    });

    app.get(ACT_SIGNING_DOCUMENT_PATH, { config: { access: 'user', rateLimit: reads } }, async (request): Promise<SigningDocument> => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return signingDocument(deps, signedIn(request).user, uuid);
    });

    app.post(ACT_SIGNATURES_PATH, { config: { access: 'user', rateLimit }, bodyLimit: 128 * 1024 }, async (request): Promise<SigningState> => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(SubmitSignatureBodySchema, request.body ?? {}, 'body');
      return submitSignature(deps, signedIn(request).user, uuid, body);
    });

    app.get(ACT_SIGNING_DOCUMENT_FILE_PATH, { config: { access: 'user', rateLimit: reads } }, async (request, reply) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return sendFile(reply, await signedDocumentFile(deps, signedIn(request).user, uuid));
    });

    app.get(ACT_SIGNATURE_FILE_PATH, { config: { access: 'user', rateLimit: reads } }, async (request, reply) => {
      const { uuid, signatureId } = parseInput(SignatureParamsSchema, request.params, 'params');
      return sendFile(reply, await signatureFile(deps, signedIn(request).user, uuid, signatureId));
    });
  };
}
