import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { type DbConfig, DEFAULT_DB_POOL_SIZE } from './db-config.ts';
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

/**
 * Transactions begin IMMEDIATE: they take the write lock at `BEGIN`, waiting up to the busy
 * timeout for it. A deferred `BEGIN` reads first and upgrades to a writer later; if another
 * connection (the expiry sweep's, a second process's) wrote in between, that upgrade fails at once
 * with SQLITE_BUSY whatever the timeout, because the transaction's snapshot is stale. Nearly every
 * transaction of ours writes, so taking the lock up front costs little.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** The pool under each PostgreSQL database this module opened, for its gauges (metrics). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** How busy a database's connection pool is: open, idle and waiting clients; null on SQLite. */
export function poolUse(db: Kysely<Database>): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max } : null;
}

export function createDb(config: DbConfig): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? DEFAULT_DB_POOL_SIZE,
      types: pgTypes(),
      // Sent once per connection (a startup parameter): PostgreSQL cancels a statement running
      // longer, so one slow query cannot hold a pool connection past the request's own limit.
      ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}),
    });
    // A connection that breaks while idle in the pool (PostgreSQL restarted, a failover, a
    // network cut) is an 'error' event of the pool; unheard, it would end the process. The pool
    // has already dropped that client and opens a new one for the next query; meanwhile the
    // readiness probe says the database does not answer (src-server/metrics/readiness.ts).
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(openSqlite(config.file)) }) });
}
