import websocketPlugin from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { LIVENESS_SUBPROTOCOL } from '../src-domain/liveness/protocol.ts';
import { MAX_SIGNAL_FRAME_BYTES } from '../src-domain/video/room-limits.ts';
import { ROOM_SUBPROTOCOL } from '../src-domain/video/room-protocol.ts';
import { DEFAULT_LIVENESS_LIMITS } from './liveness/liveness-limits.ts';
import { createPgRoomBus } from './video/pg-room-bus.ts';
import { recordingRoutes } from './routes/video/recordings.ts';
import { createLocalRoomBus, type RoomBus } from './video/room-bus.ts';
import { defaultVideoConfig, type VideoConfig } from './video/video-config.ts';
import { DEFAULT_RECORDINGS_DIR } from './config.ts';
import { videoRoomRoutes } from './routes/video/rooms.ts';
import { VideoRooms } from './video/video-rooms.ts';
import { createLazyFaceAnalyzer } from './auth/lazy-face-analyzer.ts';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginDeps, type LoginRateLimit } from './auth/login-deps.ts';
import { clearOnWrites, createAnswerCache, PUBLIC_ANSWER_ENTRIES, PUBLIC_ANSWER_TTL_MS } from './http/answer-cache.ts';
import { registerLoginLiveness } from './routes/auth/login-liveness.ts';
import { createLoginLockout, DEFAULT_LOGIN_LOCKOUT } from './auth/login-lockout.ts';
import { inMaintenance } from './auth/maintenance.ts';
import type { Db } from './db/database.ts';
import { createFaceReferences } from './liveness/identity/face-references.ts';
import { createNonceStore } from './liveness/nonce-store.ts';
import type { LivenessDeps } from './routes/liveness/register-liveness.ts';
import { createLivenessTokenSigner } from './liveness/token-signer.ts';
import { clientErrorHandler, PARSER_MAX_HEADER_BYTES } from './plugins/client-errors.ts';
import { registerHeaderSizeLimit } from './plugins/header-size-limit.ts';
import { answerBadHandshakes, websocketErrorHandler } from './plugins/websocket-errors.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { withLogRedaction } from './plugins/request-log.ts';
import { DEFAULT_KIOSK_ORIGINS, registerKioskCors } from './plugins/kiosk-cors.ts';
import { registerBuildIdHeader, webBuildIdSource } from './plugins/web-build-id.ts';
import { DEFAULT_MAP_TILES, type MapTiles, tileHostsFor } from './plugins/map-tiles.ts';
import { registerNotFound } from './plugins/not-found.ts';
import { registerNulTextGuard } from './plugins/nul-text.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { DEFAULT_TILE_HOSTS, registerSecurityHeaders } from './plugins/security-headers.ts';
import { hasWebBuild, registerStaticWeb } from './routes/static/static-web.ts';
import { createPayments, type PaymentOptions, paymentRoutes } from './payments/payments-wiring.ts';
import { registerUpdateFeed } from './routes/static/update-feed.ts';
import type { CivilRegistry } from './registries/civil-registry.ts';
import { createSqlRegistries, type Registries } from './registries/registries.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { authRoutes } from './routes/auth/auth.ts';
import type { AuthRouteDeps } from './routes/auth/auth-route-deps.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue.ts';
import { checkBeforeAuthRoutes } from './routes/auth/check-before-auth.ts';
import { DEFAULT_DEVICE_TEST_RATE_LIMIT, deviceTestRoutes } from './routes/device-tests.ts';
import { DICTIONARY_RATE_LIMIT, dictionaryRoutes } from './routes/dictionaries.ts';
import { equeueRoutes } from './routes/equeue/equeue.ts';
import { DEFAULT_EQUEUE_BOOKING_RATE_LIMIT } from './routes/equeue/equeue-route-deps.ts';
import { healthRoutes } from './routes/health.ts';
import { mapConfigRoutes } from './routes/map-config.ts';
import { notaryRoutes } from './routes/notaries/notaries.ts';
import { notifyRoutes } from './routes/notify.ts';
import { notaryBankStatementRoutes } from './routes/payments/notary-bank-statements.ts';
import { notaryEqueueRoutes } from './routes/equeue/notary-equeue.ts';
import { actAreaRoutes } from './routes/acts/routes.ts';
import { createActAppContext } from './routes/acts/act-app-context.ts';
import type { ActCreationLimits } from './routes/acts/route-deps.ts';
import type { InviteSmsLimits } from './routes/acts/output-route-deps.ts';
import { profileRoutes } from './routes/profile.ts';
import { registryLookupRoutes } from './routes/registry-lookups/registry-lookups.ts';
import type { RouteDeps } from './routes/route-deps.ts';
import { actCheckSecretSource, DEFAULT_SEARCH_RATE_LIMIT } from './routes/search/search-route-deps.ts';
import { searchRoutes } from './routes/search/search-routes.ts';
import { sessionRoutes } from './routes/auth/session.ts';
import { DEFAULT_SPEED_TEST_RATE_LIMIT, speedTestRoutes } from './routes/speed-test.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { termsRoutes } from './routes/auth/terms.ts';
import { terminalRoutes } from './routes/terminals.ts';
import { tokenRotation } from './sessions/rotate-on-success.ts';
import { registerRouteAccess } from './sessions/route-access.ts';
import { createSessionService } from './sessions/session-service.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions/session-policy.ts';
import { packageVersion } from './version.ts';
import { DEFAULT_SIGNING_RATE_LIMIT } from './routes/acts/signing.ts';
import { createSignatureVerifier, type SignatureVerification } from './signatures/create-verifier.ts';
import type { SignatureVerifier } from './signatures/signature-verifier.ts';
import type { SignatureConfig } from '../src-domain/http/routes/act-signatures.ts';
import { DEFAULT_EIMZO_AGENT_URL } from '../src-domain/signatures/eimzo-protocol.ts';

export interface AppOptions {
  db: Db;
  /** Where the built portal is (dist-web); without an index.html there, only /api is served. */
  webRoot: string;
  /** Fastify's pino logger: `false` in tests, `{ level }` in the CLI. */
  logger?: FastifyServerOptions['logger'];
  /** External registries; defaults to the SQL-backed ones over `db`. */
  registries?: Registries;
  version?: string;
  /** CSP image sources of map tiles; unset → the origin of `mapTiles.url` (TILE_HOSTS). */
  tileHosts?: readonly string[];
  /** The notary map's tile server, given to the portal by /api/map-config (TILE_URL). */
  mapTiles?: MapTiles;
  /** Requests to unknown paths per client IP (SPA page loads count too). */
  notFoundRateLimit?: { max: number; timeWindowMs: number };
  /** Whose X-Forwarded-* to believe: a hop count or proxy addresses (TRUST_PROXY; never `true`). */
  trustProxy?: false | number | string[];
  /** The clock of sessions, lockouts, registry dates and face-check tokens (tests move it). */
  now?: () => Date;
  /**
   * The face-liveness service's parts. Missing ones are made here, once per app: nonces in `db`,
   * a signer keyed by `secret` (random per process when absent), an analyzer started at the
   * first frame and closed with the app, the registry photos' descriptors over the civil
   * registry. A test passes its own to sign a passed attempt.
   */
  liveness?: Partial<LivenessDeps> & { secret?: string };
  /** Technical work from the environment (MAINTENANCE=1); the settings table can also switch it. */
  maintenance?: boolean;
  /** Origins allowed to call the API cross-origin (KIOSK_ORIGINS). */
  kioskOrigins?: readonly string[];
  loginRateLimit?: LoginRateLimit;
  loginLockout?: { maxFailures: number; windowMs: number };
  sessionPolicy?: SessionPolicy;
  /** Secret of the act check codes in QR codes (ACT_CHECK_SECRET); unset → one kept in the settings table. */
  actCheckSecret?: string;
  /**
   * The portal's public origin for links in SMS, QR codes and printed acts (PUBLIC_ORIGIN). Links
   * are never built from a request's Host, which a client chooses; unset → `DEV_PUBLIC_ORIGIN`.
   */
  publicOrigin?: string;
  /** Acts and parties per user and window, open drafts per user (docs/security.md "Act creation"). */
  actLimits?: Partial<ActCreationLimits>;
  /** SMS invitations per user, act and phone (docs/security.md "Invitations"). */
  inviteSmsLimits?: InviteSmsLimits;
  /** Node's `requestTimeout`, `connectionTimeout` and how often the first is checked (tests shorten them). */
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
  /** Requests per client and window on each search route. */
  searchRateLimit?: { max: number; timeWindowMs: number };
  /** Requests per client and window on each dictionary route. */
  dictionaryRateLimit?: { max: number; timeWindowMs: number };
  /** The kiosk's update feed folder (UPDATE_FEED_DIR), served under /updates/; unset → none. */
  updateFeedDir?: string;
  /** Booking attempts per user and window on the electronic queue. */
  equeueBookingRateLimit?: { max: number; timeWindowMs: number };
  /** Speed test transfers per client and window, in each direction. */
  speedTestRateLimit?: { max: number; timeWindowMs: number };
  /** Device test saves and attachments per user and window. */
  deviceTestRateLimit?: { max: number; timeWindowMs: number };
  /** The merchant account at the payment provider and its adapter (PAYME_* variables). */
  payments?: PaymentOptions;
  /** Digital signatures (docs/signatures.md): how they are verified and where the page finds the agent. */
  signatures?: SignatureOptions;
  /**
   * The video rooms (docs/video.md): their settings, and how processes talk. With `postgresUrl`
   * (the server's DATABASE_URL) rooms signal across processes through LISTEN/NOTIFY; otherwise
   * within this process, or through `bus` when a test gives one.
   */
  video?: { config?: Partial<VideoConfig>; postgresUrl?: string; bus?: RoomBus };
}

export interface SignatureOptions {
  /** Trusted authorities, revocation, verifier; unset → nothing is trusted, every signature refused. */
  verification?: SignatureVerification;
  /** A verifier of the caller's own (tests); wins over `verification`. */
  verifier?: SignatureVerifier;
  agent?: SignatureConfig;
  rateLimit?: { max: number; timeWindowMs: number };
}

const NO_TRUST: SignatureVerification = { trustedCas: [], revocation: 'crl', crlUrls: [], mode: 'local', siteHost: 'localhost' };

/** The agent's origin for the CSP connect-src: `wss://127.0.0.1:64443`. */
function agentOrigin(agentUrl: string): string {
  const url = new URL(agentUrl);
  return `${url.protocol}//${url.host}`;
}

const DEFAULT_NOT_FOUND_LIMIT = { max: 120, timeWindowMs: 60_000 };

/** A hop count as proxy-addr's trust function: the `hops` addresses nearest the server are proxies (TRUST_PROXY). */
function fastifyTrustProxy(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole request within 30 s (checked every 5 s); an idle connection closed after 2 minutes. */
export const DEFAULT_TIMEOUTS = { requestMs: 30_000, connectionMs: 120_000, checkIntervalMs: 5_000 };

/** Where links point when no public origin is configured: the development server's default address. */
export const DEV_PUBLIC_ORIGIN = 'http://localhost:8080';
/**
 * One websocket server for the face check and the video rooms: each socket gets the
 * sub-protocol it offered of the two (their routes refuse any other), and frames up to the
 * larger of the two limits (each route checks its own).
 */
async function registerWebsockets(app: FastifyInstance, liveness: LivenessDeps): Promise<void> {
  const maxPayload = Math.max({ ...DEFAULT_LIVENESS_LIMITS, ...liveness.limits }.maxMessageBytes, MAX_SIGNAL_FRAME_BYTES);
  await app.register(websocketPlugin, {
    errorHandler: websocketErrorHandler,
    options: {
      maxPayload,
      handleProtocols: (protocols) => (protocols.has(LIVENESS_SUBPROTOCOL) ? LIVENESS_SUBPROTOCOL : protocols.has(ROOM_SUBPROTOCOL) ? ROOM_SUBPROTOCOL : false),
    },
  });
  answerBadHandshakes(app.websocketServer);
}

async function videoRooms(
  app: FastifyInstance,
  options: AppOptions,
  parts: { sessions: ReturnType<typeof createSessionService>; registries: Registries; liveness: LivenessDeps; now: () => Date },
): Promise<VideoRooms> {
  const config = { ...defaultVideoConfig(DEFAULT_RECORDINGS_DIR), ...options.video?.config };
  const bus =
    options.video?.bus ??
    (options.video?.postgresUrl
      ? await createPgRoomBus({ url: options.video.postgresUrl, db: options.db, log: app.log, now: parts.now })
      : createLocalRoomBus());
  const rooms = new VideoRooms({
    db: options.db,
    config,
    bus,
    sessions: parts.sessions,
    civil: parts.registries.civil,
    nonces: parts.liveness.nonces,
    signer: parts.liveness.signer,
    now: parts.now,
    log: app.log,
  });
  app.addHook('onReady', async () => rooms.start());
  app.addHook('onClose', async () => rooms.stop());
  return rooms;
}

function livenessDeps(app: FastifyInstance, options: AppOptions, civil: CivilRegistry, clock: () => number): LivenessDeps {
  const given = options.liveness ?? {};
  let analyzer = given.analyzer;
  if (!analyzer) {
    const owned = createLazyFaceAnalyzer();
    app.addHook('onClose', () => owned.close());
    analyzer = owned;
  }
  return {
    analyzer,
    nonces: given.nonces ?? createNonceStore({ db: options.db, now: clock }),
    signer: given.signer ?? createLivenessTokenSigner({ secret: given.secret, now: clock }),
    references: given.references ?? createFaceReferences({ photoOf: (pin) => civil.registryPhoto(pin), analyzer }),
    limits: given.limits,
  };
}

/**
 * The reference API and the portal's web server: plugins first (errors, CORS, access control,
 * security headers, rate limits, static files), then the routes, each delegating to a
 * repository (fastify/demo). The caller owns `db` and closes it after `app.close()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A client must send its whole request in time and may not hold an idle connection forever
    // (slow-body attacks); websockets are exempt once upgraded (docs/security.md "HTTP hardening").
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    // Node checks the request timeout on this interval (30 s by default): a late body is cut within it.
    // Headers up to MAX_HEADER_BYTES are allowed; larger ones up to the parser's limit reach the
    // header-size hook and are refused there, in the caller's language (plugins/client-errors.ts).
    http: { connectionsCheckingInterval: timeouts.checkIntervalMs, headersTimeout: timeouts.requestMs, maxHeaderSize: PARSER_MAX_HEADER_BYTES },
    frameworkErrors,
    clientErrorHandler,
  });
  const now = options.now ?? (() => new Date());
  const deps: RouteDeps = {
    db: options.db,
    registries: options.registries ?? createSqlRegistries(options.db, now),
    version: options.version ?? packageVersion(),
  };
  const sessions = createSessionService({ db: options.db, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY, now });
  const login: LoginDeps = {
    db: options.db,
    civil: deps.registries.civil,
    lockout: createLoginLockout({ ...DEFAULT_LOGIN_LOCKOUT, ...options.loginLockout, db: options.db, now }),
    now,
  };
  const liveness = livenessDeps(app, options, deps.registries.civil, () => now().getTime());
  const auth: AuthRouteDeps = {
    db: options.db,
    login,
    sessions,
    liveness,
    maintenance: () => inMaintenance(options.db, options.maintenance ?? false),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    now,
  };

  const payments = createPayments(app, { db: options.db, now, payments: options.payments });
  const agent = options.signatures?.agent ?? { agentUrl: DEFAULT_EIMZO_AGENT_URL, apiKeys: [] };

  registerErrorHandler(app);
  // The API speaks JSON only. Fastify also parses text/plain by default, which would hand a
  // string to a body schema; without the parser such a body is a clear 400 invalid_json.
  app.removeContentTypeParser('text/plain');
  // Security headers and CORS before the access check: its 403 must carry both (the kiosk
  // reads it cross-origin, spec §4 Token expiry).
  registerSecurityHeaders(app, {
    tileHosts: options.tileHosts ?? (options.mapTiles ? tileHostsFor(options.mapTiles.url) : DEFAULT_TILE_HOSTS),
    connectSources: [agentOrigin(agent.agentUrl)],
    publicOrigin: options.publicOrigin ?? DEV_PUBLIC_ORIGIN,
  });
  registerKioskCors(app, { origins: options.kioskOrigins ?? DEFAULT_KIOSK_ORIGINS });
  const buildId = webBuildIdSource(options.webRoot);
  registerBuildIdHeader(app, buildId);
  registerHeaderSizeLimit(app);
  registerRouteAccess(app, sessions, tokenRotation(sessions));
  registerNulTextGuard(app);
  const answers = createAnswerCache({ ttlMs: PUBLIC_ANSWER_TTL_MS, maxEntries: PUBLIC_ANSWER_ENTRIES, now: () => now().getTime() });
  clearOnWrites(app, answers);
  await registerRateLimit(app, { db: options.db, now: () => now().getTime() });
  if (options.updateFeedDir) await registerUpdateFeed(app, options.updateFeedDir);
  await registerWebsockets(app, liveness);
  const rooms = await videoRooms(app, options, { sessions, registries: deps.registries, liveness, now });
  const spa = hasWebBuild(options.webRoot);
  if (spa) await registerStaticWeb(app, options.webRoot);
  else app.log.warn({ webRoot: options.webRoot }, 'no web build found: serving the API only (run "npm run build:web")');

  await app.register(healthRoutes({ ...deps, buildId, now: () => now().getTime() }));
  await app.register(dictionaryRoutes({ ...deps, rateLimit: options.dictionaryRateLimit ?? DICTIONARY_RATE_LIMIT, answers }));
  await app.register(notaryRoutes({ ...deps, now, answers }));
  await app.register(catalogueRoutes({ ...deps, answers }));
  await app.register(
    searchRoutes({
      db: options.db,
      now,
      checkSecret: actCheckSecretSource(options.db, options.actCheckSecret),
      rateLimit: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT,
    }),
  );
  await app.register(statisticsRoutes({ db: options.db, rateLimit: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT }));
  await app.register(checkBeforeAuthRoutes(auth));
  await registerLoginLiveness(app, { login, liveness, rateLimit: auth.loginRateLimit });
  await app.register(authRoutes(auth));
  await app.register(sessionRoutes(auth));
  await app.register(termsRoutes(auth));
  await app.register(profileRoutes(auth));
  await app.register(notifyRoutes(auth));
  await app.register(
    actAreaRoutes(
      createActAppContext({
        db: options.db,
        registries: options.registries,
        now,
        limits: options.actLimits,
        refunds: payments.refunds,
        rooms,
        providers: payments.providers,
        checkSecret: actCheckSecretSource(options.db, options.actCheckSecret),
        publicOrigin: options.publicOrigin ?? DEV_PUBLIC_ORIGIN,
        smsLimits: options.inviteSmsLimits,
        lookupRateLimit: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT,
        signing: {
          verifier: options.signatures?.verifier ?? createSignatureVerifier(options.signatures?.verification ?? NO_TRUST),
          agent,
          rateLimit: options.signatures?.rateLimit ?? DEFAULT_SIGNING_RATE_LIMIT,
        },
      }),
    ),
  );
  await app.register(
    paymentRoutes(payments, { db: options.db, now, publicOrigin: options.publicOrigin ?? DEV_PUBLIC_ORIGIN, refundSweepMs: options.payments?.refundSweepMs }),
  );
  await app.register(notaryBankStatementRoutes({ db: options.db, now }));
  await app.register(videoRoomRoutes(rooms));
  await app.register(recordingRoutes(rooms));
  await app.register(registryLookupRoutes({ ...deps, now, rateLimit: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT }));
  await app.register(mapConfigRoutes(options.mapTiles ?? DEFAULT_MAP_TILES));
  await app.register(terminalRoutes({ db: options.db, now }));
  await app.register(adminUserRoutes({ db: options.db, now }));
  await app.register(notaryEqueueRoutes({ db: options.db, now }));
  await app.register(equeueRoutes({ db: options.db, now, bookingRateLimit: options.equeueBookingRateLimit ?? DEFAULT_EQUEUE_BOOKING_RATE_LIMIT }));
  await app.register(speedTestRoutes({ rateLimit: options.speedTestRateLimit ?? DEFAULT_SPEED_TEST_RATE_LIMIT }));
  await app.register(deviceTestRoutes({ db: options.db, now, rateLimit: options.deviceTestRateLimit ?? DEFAULT_DEVICE_TEST_RATE_LIMIT }));

  registerNotFound(app, { spa, rateLimit: options.notFoundRateLimit ?? DEFAULT_NOT_FOUND_LIMIT });
  return app;
}
