import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import type { DbConfig } from './db-config.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

const BUSY_TIMEOUT_MS = 5_000;
const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/**
 * SQLite settings: WAL lets readers run beside the writer; synchronous=FULL because acts and
 * payments must survive a power cut (docs/architecture.md, Data); foreign keys are off by default in
 * SQLite and must be asked for on every connection.
 */
function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return sqlite;
}

/**
 * node-pg returns bigint and count(*) as strings to avoid precision loss; our money columns are
 * tiyin (< 2^53 for any sum a notary sees), so numbers are safe and match what SQLite returns.
 * Per pool, not the global `pg.types`, so other pg users in the process are not surprised.
 */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (text: string) => Number(text);
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function createDb(config: DbConfig): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10, types: pgTypes() });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(openSqlite(config.file)) }) });
}
