import { type DbConfig, dbConfigFromEnv } from './db/db-config.ts';
import { DEFAULT_KIOSK_ORIGINS } from './plugins/kiosk-cors.ts';
import { checkTileUrl, DEFAULT_MAP_TILES, type MapTiles, tileHostsFor } from './plugins/map-tiles.ts';
import { DEFAULT_TILE_HOSTS } from './plugins/security-headers.ts';
import { DEFAULT_SEED } from './seed/generate-world.ts';


export interface ServerConfig {
  port: number;
  host: string;
  db: DbConfig;
  webRoot: string;
  seed: number;
  seedScale: number;
  logLevel: string;
  /** The notary map's tile server (TILE_URL, TILE_ATTRIBUTION). */
  mapTiles: MapTiles;
  /** CSP image sources for tiles (TILE_HOSTS); default: the origin of TILE_URL, else OpenStreetMap's. */
  tileHosts: string[];
  /** Behind a reverse proxy, trust its X-Forwarded-* (client IP for rate limits). */
  trustProxy: boolean;
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
  /** The portal's public address for links sent out of band (SMS invitations); unset → the request's Host. */
  publicOrigin: string | undefined;
  /** The kiosk's update feed folder (UPDATE_FEED_DIR), served under /updates/. */
  updateFeedDir: string | undefined;
}

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

function loginRateLimit(env: Env): number {
  const value = integer(env, 'LOGIN_RATE_LIMIT', 20);
  if (value < 1) throw new Error(`LOGIN_RATE_LIMIT must be at least 1, got ${value}`);
  return value;
}

function mapTiles(env: Env): MapTiles {
  const url = env.TILE_URL?.trim();
  return { ...DEFAULT_MAP_TILES, url: url ? checkTileUrl(url) : DEFAULT_MAP_TILES.url, attribution: env.TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution };
}

function publicOrigin(env: Env): string | undefined {
  const text = env.PUBLIC_ORIGIN?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN must be an http(s) origin, got "${text}"`);
  return url.origin;
}

/** The reference server's settings from the environment (README lists them). */
export function configFromEnv(env: Env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  const tiles = mapTiles(env);
  if (port < 0 || port > 65_535) throw new Error(`PORT must be 0–65535, got ${port}`);
  return {
    port,
    host: env.HOST?.trim() || 'localhost',
    db: dbConfigFromEnv(env),
    webRoot: env.WEB_ROOT?.trim() || 'dist-web',
    seed: integer(env, 'SEED', DEFAULT_SEED),
    seedScale: positiveNumber(env, 'SEED_SCALE', 1),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    mapTiles: tiles,
    // An own tile server is allowed by the CSP without also setting TILE_HOSTS.
    tileHosts: list(env, 'TILE_HOSTS', env.TILE_URL?.trim() ? tileHostsFor(tiles.url) : DEFAULT_TILE_HOSTS),
    trustProxy: flag(env, 'TRUST_PROXY'),
    livenessSecret: livenessSecret(env),
    maintenance: flag(env, 'MAINTENANCE'),
    kioskOrigins: list(env, 'KIOSK_ORIGINS', DEFAULT_KIOSK_ORIGINS),
    loginRateLimitPerMinute: loginRateLimit(env),
    actCheckSecret: env.ACT_CHECK_SECRET?.trim() || undefined,
    publicOrigin: publicOrigin(env),
    updateFeedDir: env.UPDATE_FEED_DIR?.trim() || undefined,
  };
}
