import { type DbConfig, dbConfigFromEnv } from './db/db-config.ts';
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
  tileHosts: string[];
  /** Behind a reverse proxy, trust its X-Forwarded-* (client IP for rate limits). */
  trustProxy: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

/** The reference server's settings from the environment (README lists them). */
export function configFromEnv(env: Env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  if (port < 0 || port > 65_535) throw new Error(`PORT must be 0–65535, got ${port}`);
  return {
    port,
    host: env.HOST?.trim() || 'localhost',
    db: dbConfigFromEnv(env),
    webRoot: env.WEB_ROOT?.trim() || 'dist-web',
    seed: integer(env, 'SEED', DEFAULT_SEED),
    seedScale: positiveNumber(env, 'SEED_SCALE', 1),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    tileHosts: env.TILE_HOSTS ? env.TILE_HOSTS.split(/[\s,]+/).filter(Boolean) : [...DEFAULT_TILE_HOSTS],
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
