import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { selfSignedCertificate } from './certificate.ts';
import { type Coturn, startCoturn } from './coturn.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { serverProcesses, type ServerProcesses } from './server-processes.ts';

/**
 * The national deployment on one machine (docs/deployment.md): PostgreSQL, coturn, nginx and three
 * server processes behind it, each started from Debian's packages with the files of deploy/.
 * Every port is `base` + an offset (TOPOLOGY_PORT_BASE, 8600 by default).
 */
export function topologyPorts(base: number) {
  return {
    nginxTls: base,
    nginxPlain: base + 1,
    servers: [base + 2, base + 3, base + 4],
    postgres: base + 10,
    metricsOf: (port: number) => port + 10,
    turn: base + 20,
    turnTls: base + 21,
    control: base + 30,
    relay: { min: base + 50, max: base + 89 },
  };
}

export type TopologyPorts = ReturnType<typeof topologyPorts>;

/** Fails at once, saying which, when a port of the stack is taken (a run left behind, another program). */
export async function portsFree(base: number, log: (line: string) => void): Promise<void> {
  const ports = topologyPorts(base);
  const tcp = [
    ports.nginxTls,
    ports.nginxPlain,
    ...ports.servers,
    ...ports.servers.map(ports.metricsOf),
    ports.postgres,
    ports.turn,
    ports.turnTls,
    ports.control,
  ];
  const taken: number[] = [];
  for (const port of tcp) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length > 0) throw new Error(`ports taken: ${taken.join(', ')} (TOPOLOGY_PORT_BASE moves the stack)`);
  log(`ports ${base}–${ports.relay.max} free`);
}

export interface Stack {
  dir: string;
  ports: TopologyPorts;
  origin: string;
  postgres: PostgresCluster;
  turn: Coturn;
  turnSecret: string;
  nginx: Nginx;
  servers: ServerProcesses;
  recordingsDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the stack. `onStop` receives, at once, the function that stops whatever has started so
 * far: a signal during the start still leaves nothing running.
 */
export async function startStack(base: number, log: (line: string) => void, onStop: (stop: () => Promise<void>) => void = () => undefined): Promise<Stack> {
  const ports = topologyPorts(base);
  const dir = mkdtempSync(join(tmpdir(), 'enotary-topology-'));
  // PostgreSQL runs as postgres and nginx's workers as www-data: both must pass through.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch((error: unknown) => log(`stopping: ${String(error)}`));
  };
  onStop(stop);
  try {
    const tls = selfSignedCertificate(dir);
    mkdirSync(join(dir, 'postgres'));
    const postgres = await startPostgresCluster(join(dir, 'postgres'), ports.postgres);
    stops.push(() => postgres.stop());
    log(`PostgreSQL ${postgres.url}`);

    const turnSecret = randomBytes(24).toString('base64url');
    mkdirSync(join(dir, 'coturn'));
    const turn = await startCoturn({
      dir: join(dir, 'coturn'),
      port: ports.turn,
      tlsPort: ports.turnTls,
      minRelayPort: ports.relay.min,
      maxRelayPort: ports.relay.max,
      secret: turnSecret,
      ...tls,
    });
    stops.push(() => turn.stop());
    log(`coturn on ${ports.turn} (UDP, TCP), TLS on ${ports.turnTls}, relaying on ${ports.relay.min}–${ports.relay.max}`);

    const recordingsDir = join(dir, 'recordings');
    mkdirSync(recordingsDir);
    const servers = serverProcesses({
      dir,
      ports: ports.servers,
      env: {
        DATABASE_URL: postgres.url,
        DB_POOL_SIZE: '5',
        DB_STATEMENT_TIMEOUT_MS: '15000',
        WEB_ROOT: resolve('dist-web'),
        PUBLIC_ORIGIN: `https://localhost:${ports.nginxTls}`,
        TRUST_PROXY: '1',
        LIVENESS_SECRET: randomBytes(32).toString('base64url'),
        ACT_CHECK_SECRET: randomBytes(32).toString('base64url'),
        TURN_URLS: `turn:127.0.0.1:${ports.turn}?transport=udp,turn:127.0.0.1:${ports.turn}?transport=tcp`,
        TURN_SECRET: turnSecret,
        RECORDINGS_DIR: recordingsDir,
        FACE_ANALYZER_WORKERS: '1',
        // Each process's log (a file in the stack's folder) says what it did: requests, drains.
        LOG_LEVEL: 'info',
        DEMO: '1',
        // The load of the rolling restart creates acts as one person; the per-person limits would refuse it.
        ACT_CREATION_LIMIT: '1000000',
        OPEN_DRAFTS_MAX: '1000000',
      },
      envOf: (port) => ({ METRICS_PORT: String(ports.metricsOf(port)), METRICS_HOST: '127.0.0.1' }),
      readyUrl: (port) => `http://127.0.0.1:${ports.metricsOf(port)}/readyz`,
      metricsUrl: (port) => `http://127.0.0.1:${ports.metricsOf(port)}/metrics`,
    });
    stops.push(() => servers.stopAll());
    // The first process seeds the empty database with the demo world; the others find it seeded.
    const [first, ...others] = ports.servers;
    await servers.start(first!);
    await Promise.all(others.map((port) => servers.start(port)));
    log(`server processes on ${ports.servers.join(', ')}`);

    const nginx = await startNginx({
      dir: join(dir, 'nginx'),
      tlsPort: ports.nginxTls,
      plainPort: ports.nginxPlain,
      upstreamPorts: ports.servers,
      webRoot: resolve('dist-web'),
      ...tls,
    });
    stops.push(() => nginx.stop());
    log(`nginx ${nginx.origin}`);
    return { dir, ports, origin: nginx.origin, postgres, turn, turnSecret, nginx, servers, recordingsDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
