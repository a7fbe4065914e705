/** Where the reference server keeps its data: one SQLite file, or PostgreSQL by URL. */
export type DbConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };

export const DEFAULT_DB_FILE = 'data/enotary.sqlite';

/** `DATABASE_URL` selects PostgreSQL; otherwise `DB_FILE` (default `data/enotary.sqlite`). */
export function dbConfigFromEnv(env: Readonly<Record<string, string | undefined>>): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: env.DB_FILE?.trim() || DEFAULT_DB_FILE };
}

/** For logs and the start banner: never print a password. */
export function describeDbConfig(config: DbConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  try {
    const url = new URL(config.url);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL (unparseable DATABASE_URL)';
  }
}
