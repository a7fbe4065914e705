import { isIP } from 'node:net';
import { type DbConfig, dbConfigFromEnv } from './db/db-config.ts';
import { DEFAULT_KIOSK_ORIGINS } from './plugins/kiosk-cors.ts';
import { checkTileUrl, DEFAULT_MAP_TILES, type MapTiles, tileHostsFor } from './plugins/map-tiles.ts';
import { DEFAULT_TILE_HOSTS } from './plugins/security-headers.ts';
import type { ClickOptions } from './payments/click/click-settings.ts';
import type { MerchantOptions } from './payments/merchant-settings.ts';
import { DEFAULT_SEED } from './seed/generate-world.ts';
import { type SignatureSetup, signatureSetupFromEnv } from './signatures/signature-env.ts';
import { REIDENTIFY_GAP_MS, ROOM_OPENS_BEFORE_MS } from '../src-domain/video/room-limits.ts';
import { DEFAULT_ICE, DEFAULT_RECORDINGS_DIR, type IceConfig } from './video/video-config.ts';
import { DEFAULT_DRAIN_MS } from './drain.ts';
import type { S3StoreConfig } from './video/recordings/s3-recording-store.ts';

export interface ServerConfig {
  port: number;
  host: string;
  db: DbConfig;
  webRoot: string;
  seed: number;
  seedScale: number;
  /** pino level (LOG_LEVEL); unset: `warn` in the readable format, `info` in JSON. */
  logLevel: string;
  /**
   * LOG_FORMAT: `json` (pino's lines, for log collectors; the default with NODE_ENV=production)
   * or `readable` (one short line per entry, http/readable-log.ts; the default otherwise, so the
   * banner `npm start` prints stays on the screen).
   */
  logFormat: 'json' | 'readable';
  /** The notary map's tile server (TILE_URL, TILE_ATTRIBUTION). */
  mapTiles: MapTiles;
  /** CSP image sources for tiles (TILE_HOSTS); default: the origin of TILE_URL, else OpenStreetMap's. */
  tileHosts: string[];
  /**
   * Behind reverse proxies, whose X-Forwarded-* to believe (client IP for rate limits and
   * sessions): how many hops, or which proxy addresses; never every sender (TRUST_PROXY).
   */
  trustProxy: TrustProxy;
  /** HS256 key of face-check tokens (≥ 32 bytes); unset → a random key per process. */
  livenessSecret: string | undefined;
  /** Technical work: logins answer resultCode 0 (spec §4). Also switchable in the settings table. */
  maintenance: boolean;
  /** Origins allowed to call the API cross-origin: the kiosk renderer. */
  kioskOrigins: string[];
  /** Requests per client IP and minute on each login route. */
  loginRateLimitPerMinute: number;
  /** Key of the check codes in acts' QR codes; unset → a key kept in the database's settings. */
  actCheckSecret: string | undefined;
  /** The kiosk's update feed folder (UPDATE_FEED_DIR), served under /updates/. */
  updateFeedDir: string | undefined;
  /**
   * The portal's public address for links that leave the page (SMS invitations, QR codes,
   * printed acts); never the request's Host. Required in production; in development it
   * defaults to this server's own address.
   */
  publicOrigin: string;
  /** NODE_ENV=production: no demo data, PUBLIC_ORIGIN required (docs/security.md "Production start"). */
  production: boolean;
  /** DEMO=1: seed an empty database with the demo world (never in production). */
  demo: boolean;
  /** Acts created and parties added per user and 10 minutes, drafts open per user (docs/security.md "Act creation"). */
  actLimits: { actsPerTenMinutes: number; partiesPerTenMinutes: number; maxOpenDrafts: number };
  /** The merchant account at the payment provider (PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID, PAYME_KEY); empty → the local stand-in. */
  payments: MerchantOptions & { click: ClickOptions };
  /** Digital signatures: trusted authorities, revocation, verifier, the E-IMZO agent (docs/signatures.md). */
  signatures: SignatureSetup;
  /** Video rooms (docs/video.md): window, re-identification gap, STUN/TURN, where recordings are kept. */
  video: VideoEnvConfig;
  /** `FACE_ANALYZER_WORKERS`: face-analysis worker threads; unset, all cores but one. */
  faceAnalyzerWorkers: number | undefined;
  /**
   * The internal listener of `/metrics`, `/livez` and `/readyz` (METRICS_PORT; METRICS_HOST,
   * 127.0.0.1 by default): never the public port (docs/deployment.md "Metrics"). Unset: none.
   */
  metrics: { port: number; host: string } | undefined;
  /** SHUTDOWN_DRAIN_S: how long a stopping process waits for its requests and sockets (src-server/drain.ts). */
  drainMs: number;
}

export interface VideoEnvConfig {
  opensBeforeMs: number;
  reidentifyGapMs: number;
  ice: IceConfig;
  recordingsDir: string;
  recordingsS3?: S3StoreConfig;
}

/**
 * RECORDINGS_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY (all four, or none),
 * _REGION (us-east-1), _PREFIX: recordings in an S3-compatible store instead of RECORDINGS_DIR.
 */
function recordingsS3(env: Env): S3StoreConfig | undefined {
  const named = ['ENDPOINT', 'BUCKET', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'].map((name) => [name, env[`RECORDINGS_S3_${name}`]?.trim() ?? ''] as const);
  const given = named.filter(([, value]) => value !== '');
  if (given.length === 0) return undefined;
  if (given.length < named.length)
    throw new Error(
      `recordings in an S3-compatible store need ${named
        .filter(([, value]) => value === '')
        .map(([name]) => `RECORDINGS_S3_${name}`)
        .join(', ')} too`,
    );
  const [endpoint, bucket, accessKeyId, secretAccessKey] = named.map(([, value]) => value) as [string, string, string, string];
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`RECORDINGS_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: env.RECORDINGS_S3_REGION?.trim() || 'us-east-1',
    prefix: env.RECORDINGS_S3_PREFIX?.trim() ?? '',
  };
}

function urls(env: Env, name: string, schemes: readonly string[]): string[] {
  const values = list(env, name, []);
  for (const value of values) {
    if (!schemes.some((scheme) => value.startsWith(`${scheme}:`))) throw new Error(`${name} takes ${schemes.join('/')} URLs, got "${value}"`);
  }
  return values;
}

function videoConfig(env: Env): VideoEnvConfig {
  const opensBefore = integer(env, 'VIDEO_ROOM_OPENS_BEFORE_MIN', ROOM_OPENS_BEFORE_MS / 60_000);
  const gap = integer(env, 'VIDEO_REIDENTIFY_GAP_S', REIDENTIFY_GAP_MS / 1000);
  if (opensBefore < 0 || gap < 0) throw new Error('VIDEO_ROOM_OPENS_BEFORE_MIN and VIDEO_REIDENTIFY_GAP_S must not be negative');
  const turnUrls = urls(env, 'TURN_URLS', ['turn', 'turns']);
  const turnSecret = env.TURN_SECRET?.trim() || undefined;
  if (turnUrls.length > 0 && !turnSecret) throw new Error('TURN_URLS needs TURN_SECRET (coturn static-auth-secret)');
  return {
    opensBeforeMs: opensBefore * 60_000,
    reidentifyGapMs: gap * 1000,
    ice: { stunUrls: urls(env, 'STUN_URLS', ['stun', 'stuns']), turnUrls, turnSecret, turnTtlS: integer(env, 'TURN_TTL_S', DEFAULT_ICE.turnTtlS) },
    recordingsDir: env.RECORDINGS_DIR?.trim() || DEFAULT_RECORDINGS_DIR,
    recordingsS3: recordingsS3(env),
  };
}

/** Fastify's `trustProxy` as we allow it: off, a number of proxy hops, or proxy addresses and subnets. */
export type TrustProxy = false | number | string[];

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function flag(env: Env, name: string): boolean {
  const text = env[name]?.trim().toLowerCase();
  return text === '1' || text === 'true';
}

function list(env: Env, name: string, fallback: readonly string[]): string[] {
  const text = env[name];
  return text ? text.split(/[\s,]+/).filter(Boolean) : [...fallback];
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

function livenessSecret(env: Env): string | undefined {
  const secret = env.LIVENESS_SECRET?.trim();
  if (!secret) return undefined;
  if (new TextEncoder().encode(secret).byteLength < 32) throw new Error('LIVENESS_SECRET must be at least 32 bytes');
  return secret;
}

function atLeastOne(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

function loginRateLimit(env: Env): number {
  return atLeastOne(env, 'LOGIN_RATE_LIMIT', 20);
}

function mapTiles(env: Env): MapTiles {
  const url = env.TILE_URL?.trim();
  return {
    ...DEFAULT_MAP_TILES,
    url: url ? checkTileUrl(url) : DEFAULT_MAP_TILES.url,
    attribution: env.TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution,
  };
}

function publicOrigin(env: Env, fallback: string | undefined): string {
  const text = env.PUBLIC_ORIGIN?.trim();
  if (!text) {
    if (fallback === undefined)
      throw new Error("PUBLIC_ORIGIN must be set when NODE_ENV=production: links in SMS and QR codes are built on it, never on a request's Host");
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got "${text}"`);
  return url.origin;
}

const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a whole number of proxy hops in front of the server, or a comma list of proxy
 * addresses, CIDR subnets or proxy-addr's names (loopback, linklocal, uniquelocal). "true" (or
 * any other text) is refused: trusting every sender lets any client choose its own IP, which
 * the rate limits and session records rely on.
 */
export function trustProxyOf(env: Env): TrustProxy {
  const text = env.TRUST_PROXY?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const bad = entries.filter((entry) => !NAMED_SUBNETS.has(entry) && !isProxyAddress(entry));
  if (bad.length > 0)
    throw new Error(`TRUST_PROXY must be a number of proxy hops or a list of proxy addresses (never "trust everything"), got "${bad.join(', ')}"`);
  return entries;
}

function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function httpsOrUnset(env: Env, name: string): string | undefined {
  const value = env[name]?.trim() || undefined;
  if (value !== undefined && !/^https:\/\/[^/\s]+/.test(value)) throw new Error(`${name} must be an https address, got "${value}"`);
  return value;
}

/**
 * Click at its own page once CLICK_CHECKOUT_URL is set; its ids and secret key must then all be
 * given (a Click service without its key could check no signature). Unset: the stand-in.
 */
function click(env: Env): ClickOptions {
  const checkoutUrl = httpsOrUnset(env, 'CLICK_CHECKOUT_URL');
  const given = (name: string) => env[name]?.trim() || undefined;
  const options = {
    checkoutUrl,
    serviceId: given('CLICK_SERVICE_ID'),
    merchantId: given('CLICK_MERCHANT_ID'),
    merchantUserId: given('CLICK_MERCHANT_USER_ID'),
    secretKey: given('CLICK_SECRET_KEY'),
    apiUrl: httpsOrUnset(env, 'CLICK_API_URL'),
  };
  if (checkoutUrl !== undefined) {
    const missing = ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_MERCHANT_USER_ID', 'CLICK_SECRET_KEY'].filter((name) => given(name) === undefined);
    if (missing.length > 0) throw new Error(`CLICK_CHECKOUT_URL is set, so ${missing.join(', ')} must be set too`);
  }
  return options;
}

/** A real provider's checkout must be https; an unset one means the stand-in on this server. */
function payments(env: Env): MerchantOptions & { click: ClickOptions } {
  const checkoutUrl = httpsOrUnset(env, 'PAYME_CHECKOUT_URL');
  return { checkoutUrl, merchantId: env.PAYME_MERCHANT_ID?.trim() || undefined, key: env.PAYME_KEY?.trim() || undefined, click: click(env) };
}

function logFormat(env: Env, production: boolean): 'json' | 'readable' {
  const given = env.LOG_FORMAT?.trim();
  if (!given) return production ? 'json' : 'readable';
  if (given === 'json' || given === 'readable') return given;
  throw new Error(`LOG_FORMAT must be json or readable, got "${given}"`);
}

/** The reference server's settings from the environment (docs/configuration.md lists them). */
export function configFromEnv(env: Env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  const tiles = mapTiles(env);
  if (port < 0 || port > 65_535) throw new Error(`PORT must be 0–65535, got ${port}`);
  const host = env.HOST?.trim() || 'localhost';
  const production = env.NODE_ENV?.trim() === 'production';
  const demo = flag(env, 'DEMO');
  if (production && demo) throw new Error('DEMO cannot be set when NODE_ENV=production: production never holds the demo world');
  const origin = publicOrigin(env, production ? undefined : `http://${shownHost(host)}:${port}`);
  const format = logFormat(env, production);
  return {
    port,
    host,
    db: dbConfigFromEnv(env),
    webRoot: env.WEB_ROOT?.trim() || 'dist-web',
    seed: integer(env, 'SEED', DEFAULT_SEED),
    seedScale: positiveNumber(env, 'SEED_SCALE', 1),
    logLevel: env.LOG_LEVEL?.trim() || (format === 'readable' ? 'warn' : 'info'),
    logFormat: format,
    mapTiles: tiles,
    // An own tile server is allowed by the CSP without also setting TILE_HOSTS.
    tileHosts: list(env, 'TILE_HOSTS', env.TILE_URL?.trim() ? tileHostsFor(tiles.url) : DEFAULT_TILE_HOSTS),
    trustProxy: trustProxyOf(env),
    livenessSecret: livenessSecret(env),
    maintenance: flag(env, 'MAINTENANCE'),
    kioskOrigins: list(env, 'KIOSK_ORIGINS', DEFAULT_KIOSK_ORIGINS),
    loginRateLimitPerMinute: loginRateLimit(env),
    actCheckSecret: env.ACT_CHECK_SECRET?.trim() || undefined,
    updateFeedDir: env.UPDATE_FEED_DIR?.trim() || undefined,
    publicOrigin: origin,
    production,
    demo,
    actLimits: {
      actsPerTenMinutes: atLeastOne(env, 'ACT_CREATION_LIMIT', 10),
      partiesPerTenMinutes: atLeastOne(env, 'PARTY_ADDITION_LIMIT', 30),
      maxOpenDrafts: atLeastOne(env, 'OPEN_DRAFTS_MAX', 20),
    },
    payments: payments(env),
    signatures: signatureSetupFromEnv(env, { production, publicOrigin: origin }),
    video: videoConfig(env),
    faceAnalyzerWorkers: env.FACE_ANALYZER_WORKERS?.trim() ? atLeastOne(env, 'FACE_ANALYZER_WORKERS', 1) : undefined,
    metrics: metricsListener(env, port),
    drainMs: atLeastOne(env, 'SHUTDOWN_DRAIN_S', DEFAULT_DRAIN_MS / 1000) * 1000,
  };
}

/** METRICS_PORT and METRICS_HOST: a port of its own, never the public one. */
function metricsListener(env: Env, port: number): ServerConfig['metrics'] {
  if (!env.METRICS_PORT?.trim()) return undefined;
  const metricsPort = integer(env, 'METRICS_PORT', 0);
  if (metricsPort < 1 || metricsPort > 65_535) throw new Error(`METRICS_PORT must be 1–65535, got ${metricsPort}`);
  if (metricsPort === port) throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  return { port: metricsPort, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}
