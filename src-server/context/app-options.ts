import type { FastifyServerOptions } from 'fastify';
import type { SignatureConfig } from '../../src-domain/http/routes/act-signatures.ts';
import type { ActCreationLimits, InviteSmsLimits } from '../acts/act-limits.ts';
import type { ContactPhoneLimits } from '../auth/contact-phone-limits.ts';
import type { LoginRateLimit } from '../auth/login-deps.ts';
import type { Db } from '../db/database.ts';
import type { LivenessDeps } from '../liveness/liveness-deps.ts';
import type { MapTiles } from '../plugins/map-tiles.ts';
import type { Registries } from '../registries/registries.ts';
import type { SessionPolicy } from '../sessions/session-policy.ts';
import type { SignatureVerification } from '../signatures/create-verifier.ts';
import type { SignatureVerifier } from '../signatures/signature-verifier.ts';
import type { PaymentOptions } from './payments-context.ts';
import type { VideoOptions } from './video-context.ts';

/** What an app is built from (cli/serve.ts reads them from the environment, config.ts); every one but `db` and `webRoot` has a default. */
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
  /** Contact phone offers, SMS codes and code checks (docs/decisions/0058-contact-phone-at-login.md). */
  contactPhoneLimits?: Partial<ContactPhoneLimits>;
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
  /** The video rooms (docs/video.md): their settings, and how processes talk (video-context.ts). */
  video?: VideoOptions;
}

export interface SignatureOptions {
  /** Trusted authorities, revocation, verifier; unset → nothing is trusted, every signature refused. */
  verification?: SignatureVerification;
  /** A verifier of the caller's own (tests); wins over `verification`. */
  verifier?: SignatureVerifier;
  agent?: SignatureConfig;
  rateLimit?: { max: number; timeWindowMs: number };
}

/** The whole request within 30 s (checked every 5 s); an idle connection closed after 2 minutes. */
export const DEFAULT_TIMEOUTS = { requestMs: 30_000, connectionMs: 120_000, checkIntervalMs: 5_000 };

/** Where links point when no public origin is configured: the development server's default address. */
export const DEV_PUBLIC_ORIGIN = 'http://localhost:8080';
