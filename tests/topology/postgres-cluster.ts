import { chownSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.ts';

const DEPLOY_CONF = new URL('../../deploy/postgresql/enotary.conf', import.meta.url);

export interface PostgresCluster {
  /** The application's connection string (role and database `enotary`). */
  url: string;
  /** A superuser's connection string (backup and restore). */
  adminUrl: string;
  bin: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL installed from Debian's packages (`/usr/lib/postgresql/<n>/bin`). */
export function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return `/usr/lib/postgresql/${newest}/bin`;
}

/**
 * deploy/postgresql/enotary.conf as the topology runs it: the file itself, then what differs on a
 * test machine — memory scaled down, WAL archived into the cluster's own folder, a port and socket
 * of its own. Later lines of postgresql.conf win, so the deployment's settings are all read first.
 */
function clusterConf(dir: string, port: number): string {
  const deployed = readFileSync(DEPLOY_CONF, 'utf8');
  for (const marker of ['# max-connections', '# shared-buffers', '# effective-cache-size', '# archive-command', '# preload']) {
    if (!deployed.includes(marker)) throw new Error(`deploy/postgresql/enotary.conf lost its "${marker}" line`);
  }
  return `${deployed}
# --- the topology test's machine (tests/topology/postgres-cluster.ts) ---
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${dir}'
max_connections = 100
shared_buffers = 128MB
effective_cache_size = 1GB
maintenance_work_mem = 64MB
max_wal_size = 1GB
archive_command = 'cp %p ${dir}/wal-archive/%f'
`;
}

/**
 * A PostgreSQL cluster of its own for the topology test, started from Debian's binaries as the
 * `postgres` user (PostgreSQL refuses to run as root), in `dir`, on `port`, with the deployment's
 * settings (deploy/postgresql/enotary.conf).
 */
export async function startPostgresCluster(dir: string, port: number): Promise<PostgresCluster> {
  const bin = postgresBin();
  const data = join(dir, 'data');
  mkdirSync(join(dir, 'wal-archive'), { recursive: true });
  const { uid, gid } = await postgresUser();
  for (const path of [dir, join(dir, 'wal-archive')]) chownSync(path, uid, gid);
  const asPostgres = (command: string, args: string[]) => runCommand('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir });
  await asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  writeFileSync(join(data, 'conf.d.enotary.conf'), clusterConf(dir, port));
  chownSync(join(data, 'conf.d.enotary.conf'), uid, gid);
  writeFileSync(join(data, 'postgresql.conf'), `${readFileSync(join(data, 'postgresql.conf'), 'utf8')}\ninclude = 'conf.d.enotary.conf'\n`);
  // Loopback only, with passwords (scram), as the deployment's pg_hba.conf would have it for the servers.
  writeFileSync(join(data, 'pg_hba.conf'), 'local all postgres trust\nhost all postgres 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 scram-sha-256\n');
  await asPostgres(`${bin}/pg_ctl`, ['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const admin = (sql: string) => asPostgres(`${bin}/psql`, ['-h', dir, '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
  await admin("CREATE ROLE enotary LOGIN PASSWORD 'enotary'");
  await admin('CREATE DATABASE enotary OWNER enotary');
  await admin('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    url: `postgres://enotary:enotary@127.0.0.1:${port}/enotary`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop: async () => {
      await asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const uid = Number((await runCommand('id', ['-u', 'postgres'])).trim());
  const gid = Number((await runCommand('id', ['-g', 'postgres'])).trim());
  return { uid, gid };
}
