import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDb } from '../../src-server/db/create-db.ts';
import type { Db } from '../../src-server/db/database.ts';
import { runCommand, waitFor } from './run-command.ts';
import type { Stack } from './stack.ts';

const BACKUP = fileURLToPath(new URL('../../deploy/postgresql/backup.sh', import.meta.url));
const RESTORE = fileURLToPath(new URL('../../deploy/postgresql/restore.sh', import.meta.url));

export interface RestoreReport {
  dump: string;
  tables: number;
  rows: number;
  /** Tables whose row count differs between the live database and the restored one. */
  differences: string[];
  /** A server process started on the restored database answered ready. */
  serverReady: boolean;
  /** WAL segments archived by archive_command (deploy/postgresql/enotary.conf), and failures. */
  walArchived: number;
  walFailed: number;
}

async function rowCounts(db: Db): Promise<Map<string, number>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const counts = new Map<string, number>();
  for (const { name } of tables.rows)
    counts.set(name, Number((await sql<{ n: string }>`select count(*) as n from ${sql.id(name)}`.execute(db)).rows[0]?.n ?? 0));
  return counts;
}

/**
 * The backup and restore of docs/deployment.md, done once on the topology's database after the
 * spec wrote to it: deploy/postgresql/backup.sh, then restore.sh into a new database, every
 * table's rows counted in both, and a server process started on the restored one until ready.
 * Also whether the WAL archive of the deployment's settings received segments.
 */
export async function backupAndRestore(stack: Stack, port: number, log: (line: string) => void): Promise<RestoreReport> {
  const env = { ...process.env, PATH: `${stack.postgres.bin}:${process.env.PATH ?? ''}` };
  const backups = join(stack.dir, 'backups');
  mkdirSync(backups);
  const dump = (await runCommand('sh', [BACKUP], { env: { ...env, DATABASE_URL: stack.postgres.url, BACKUP_DIR: backups } })).trim().split('\n').at(-1) ?? '';
  log(`backup: ${dump}`);
  await runCommand('sh', [RESTORE], { env: { ...env, ADMIN_URL: stack.postgres.adminUrl, TARGET_DB: 'enotary_restored', OWNER: 'enotary', DUMP: dump } });
  log('restored into enotary_restored');
  const live = createDb({ kind: 'postgres', url: stack.postgres.url, poolSize: 1 });
  const restoredUrl = stack.postgres.url.replace(/\/enotary$/, '/enotary_restored');
  const restored = createDb({ kind: 'postgres', url: restoredUrl, poolSize: 1 });
  const admin = createDb({ kind: 'postgres', url: stack.postgres.adminUrl, poolSize: 1 });
  try {
    const [before, after] = [await rowCounts(live), await rowCounts(restored)];
    const differences = [...before]
      .filter(([table, n]) => after.get(table) !== n)
      .map(([table, n]) => `${table}: ${n} live, ${after.get(table) ?? 'missing'} restored`);
    await stack.servers.start(port, { DATABASE_URL: restoredUrl, DEMO: '' });
    const serverReady = await stack.servers.ready(port);
    await stack.servers.stop(port);
    await sql`select pg_switch_wal()`.execute(admin);
    let archiver = { archived: 0, failed: 0 };
    await waitFor(
      'a WAL segment archived',
      async () => {
        const row = (
          await sql<{ archived: number; failed: number }>`select archived_count as archived, failed_count as failed from pg_stat_archiver`.execute(admin)
        ).rows[0];
        archiver = { archived: Number(row?.archived ?? 0), failed: Number(row?.failed ?? 0) };
        return archiver.archived > 0 || archiver.failed > 0;
      },
      30_000,
    );
    return {
      dump,
      tables: before.size,
      rows: [...before.values()].reduce((sum, n) => sum + n, 0),
      differences,
      serverReady,
      walArchived: archiver.archived,
      walFailed: archiver.failed,
    };
  } finally {
    await Promise.all([live.destroy(), restored.destroy(), admin.destroy()]);
  }
}
