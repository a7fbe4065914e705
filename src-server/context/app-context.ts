import type { FastifyInstance } from 'fastify';
import type { SignatureConfig } from '../../src-domain/http/routes/act-signatures.ts';
import { DEFAULT_EIMZO_AGENT_URL } from '../../src-domain/signatures/eimzo-protocol.ts';
import type { ActServices } from '../acts/act-context.ts';
import { actCheckSecretSource } from '../acts/search/act-check-secret.ts';
import type { LoginDeps } from '../auth/login-deps.ts';
import { createLoginLockout, DEFAULT_LOGIN_LOCKOUT } from '../auth/login-lockout.ts';
import { inMaintenance } from '../auth/maintenance.ts';
import type { Db } from '../db/database.ts';
import { type AnswerCache, createAnswerCache, PUBLIC_ANSWER_ENTRIES, PUBLIC_ANSWER_TTL_MS } from '../http/answer-cache.ts';
import type { LivenessDeps } from '../liveness/liveness-deps.ts';
import { webBuildIdSource } from '../plugins/web-build-id.ts';
import { createSqlRegistries, type Registries } from '../registries/registries.ts';
import { DEFAULT_SESSION_POLICY } from '../sessions/session-policy.ts';
import { createSessionService, type SessionService } from '../sessions/session-service.ts';
import { createSignatureVerifier, type SignatureVerification } from '../signatures/create-verifier.ts';
import type { SignatureVerifier } from '../signatures/signature-verifier.ts';
import { packageVersion } from '../version.ts';
import type { VideoRooms } from '../video/video-rooms.ts';
import { createActServices } from './act-services.ts';
import { type AppOptions, DEV_PUBLIC_ORIGIN } from './app-options.ts';
import { createLiveness } from './liveness-context.ts';
import { createPayments, type Payments } from './payments-context.ts';
import { createVideoRooms } from './video-context.ts';

/**
 * Every service of one app, built once from its options: the one place where the server is
 * wired. Plugins and the route tree read their part of it; nothing else builds a service.
 */
export interface AppContext {
  /** The options as given: the routes read their own limits from them, with their defaults. */
  readonly options: AppOptions;
  readonly db: Db;
  /** The clock of sessions, lockouts, registry dates and face-check tokens (tests move it). */
  readonly now: () => Date;
  /** The same clock in milliseconds. */
  readonly clock: () => number;
  /** The application version reported by /api/health. */
  readonly version: string;
  readonly registries: Registries;
  readonly sessions: SessionService;
  readonly login: LoginDeps;
  readonly liveness: LivenessDeps;
  /** Technical work, from the environment or the settings table. */
  readonly maintenance: () => Promise<boolean>;
  /** Public answers kept for a short while (dictionaries, notaries, catalogue). */
  readonly answers: AnswerCache;
  /** The web build's id, sent with every answer so an open page sees a new release. */
  readonly buildId: () => string | null;
  /** The secret of act check codes (the public check and the printed act use the same one). */
  readonly checkSecret: () => Promise<string>;
  /** The portal's public origin for links in SMS, QR codes and printed acts. */
  readonly publicOrigin: string;
  readonly acts: ActServices;
  readonly payments: Payments;
  readonly rooms: VideoRooms;
  readonly signatures: { readonly verifier: SignatureVerifier; readonly agent: SignatureConfig };
}

/** With no trusted authorities configured, every signature is refused. */
const NO_TRUST: SignatureVerification = { trustedCas: [], revocation: 'crl', crlUrls: [], mode: 'local', siteHost: 'localhost' };

/**
 * Builds the services of `app` in dependency order. Those with a life of their own hook into the
 * app's: the face analyzer closes with it, the video rooms start when it is ready and stop when
 * it closes, the payment stand-in calls the merchant endpoint through it.
 */
export async function createAppContext(app: FastifyInstance, options: AppOptions): Promise<AppContext> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const registries = options.registries ?? createSqlRegistries(db, now);
  const sessions = createSessionService({ db, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY, now });
  const login: LoginDeps = {
    db,
    civil: registries.civil,
    lockout: createLoginLockout({ ...DEFAULT_LOGIN_LOCKOUT, ...options.loginLockout, db, now }),
    now,
  };
  const liveness = createLiveness(app, options.liveness ?? {}, { db, civil: registries.civil, clock });
  const payments = createPayments(app, { db, now, payments: options.payments });
  const signatures = options.signatures;
  return {
    options,
    db,
    now,
    clock,
    version: options.version ?? packageVersion(),
    registries,
    sessions,
    login,
    liveness,
    maintenance: () => inMaintenance(db, options.maintenance ?? false),
    answers: createAnswerCache({ ttlMs: PUBLIC_ANSWER_TTL_MS, maxEntries: PUBLIC_ANSWER_ENTRIES, now: clock }),
    buildId: webBuildIdSource(options.webRoot),
    checkSecret: actCheckSecretSource(db, options.actCheckSecret),
    publicOrigin: options.publicOrigin ?? DEV_PUBLIC_ORIGIN,
    acts: createActServices({ db, registries: options.registries, now, refunds: payments.refunds }),
    payments,
    rooms: await createVideoRooms(app, options.video ?? {}, { db, sessions, registries, liveness, now }),
    signatures: {
      verifier: signatures?.verifier ?? createSignatureVerifier(signatures?.verification ?? NO_TRUST),
      agent: signatures?.agent ?? { agentUrl: DEFAULT_EIMZO_AGENT_URL, apiKeys: [] },
    },
  };
}
