/**
 * Where the reference server keeps its data: one SQLite file, or PostgreSQL by URL. On
 * PostgreSQL, `poolSize` connections at most serve queries (DB_POOL_SIZE, 10 by default), each
 * statement is cancelled after `statementTimeoutMs` (DB_STATEMENT_TIMEOUT_MS; none by default),
 * and the video rooms' LISTEN connection uses `listenUrl` (DATABASE_LISTEN_URL, DATABASE_URL by
 * default): a transaction-mode pooler may sit in front of the pool, never in front of LISTEN
 * (docs/deployment.md "Connection pooler").
 */
export type DbConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number; listenUrl?: string };

export const DEFAULT_DB_FILE = 'data/enotary.sqlite';
export const DEFAULT_DB_POOL_SIZE = 10;

type Env = Readonly<Record<string, string | undefined>>;

function positiveInteger(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** `DATABASE_URL` selects PostgreSQL (with DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS, DATABASE_LISTEN_URL); otherwise `DB_FILE`. */
export function dbConfigFromEnv(env: Env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'sqlite', file: env.DB_FILE?.trim() || DEFAULT_DB_FILE };
  const config: DbConfig = { kind: 'postgres', url };
  const poolSize = positiveInteger(env, 'DB_POOL_SIZE');
  if (poolSize !== undefined) config.poolSize = poolSize;
  const statementTimeoutMs = positiveInteger(env, 'DB_STATEMENT_TIMEOUT_MS');
  if (statementTimeoutMs !== undefined) config.statementTimeoutMs = statementTimeoutMs;
  const listenUrl = env.DATABASE_LISTEN_URL?.trim();
  if (listenUrl) config.listenUrl = listenUrl;
  return config;
}

/** For logs and the start banner: never print a password. */
export function describeDbConfig(config: DbConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  try {
    const url = new URL(config.url);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()} (pool ${config.poolSize ?? DEFAULT_DB_POOL_SIZE}${config.statementTimeoutMs ? `, statements cut at ${config.statementTimeoutMs} ms` : ''})`;
  } catch {
    return 'PostgreSQL (unparseable DATABASE_URL)';
  }
}
