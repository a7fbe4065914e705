import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { replaceSetting } from './deploy-file.ts';
import { waitFor } from './run-command.ts';

const DEPLOY_CONF = new URL('../../deploy/coturn/turnserver.conf', import.meta.url);

export interface CoturnPorts {
  /** UDP and TCP (a `turn:` URL). */
  port: number;
  /** TLS (a `turns:` URL; 443 in the deployment). */
  tlsPort: number;
  /** The relayed media's port range. */
  minRelayPort: number;
  maxRelayPort: number;
}

export interface Coturn {
  stop(): Promise<void>;
  logFile: string;
}

/**
 * deploy/coturn/turnserver.conf as the topology runs it: the file itself with the addresses,
 * ports, certificate, secret and realm of this machine, and loopback peers allowed — both test
 * browsers and the relay are on 127.0.0.1. Every private range stays denied.
 */
export function coturnConf(options: CoturnPorts & { dir: string; secret: string; cert: string; key: string }): string {
  const deployed = replaceSetting(readFileSync(DEPLOY_CONF, 'utf8'), 'deploy/coturn/turnserver.conf', {
    'listening-port': String(options.port),
    'tls-listening-port': String(options.tlsPort),
    'listening-ip': '127.0.0.1',
    'min-port': String(options.minRelayPort),
    'max-port': String(options.maxRelayPort),
    'static-auth-secret': options.secret,
    realm: 'localhost',
    cert: options.cert,
    pkey: options.key,
  });
  return `${deployed.replace(/^syslog$/m, `log-file=${join(options.dir, 'turn.log')}`)}
# --- the topology test's machine (tests/topology/coturn.ts) ---
# Both browsers are on this machine: the relayed addresses they send to are 127.0.0.1.
allow-loopback-peers
allowed-peer-ip=127.0.0.1
pidfile=${join(options.dir, 'turnserver.pid')}
`;
}

/** Debian's coturn with the deployment's configuration; resolves once its TLS listener answers a handshake. */
export async function startCoturn(options: CoturnPorts & { dir: string; secret: string; cert: string; key: string }): Promise<Coturn> {
  const file = join(options.dir, 'turnserver.conf');
  writeFileSync(file, coturnConf(options));
  const child: ChildProcess = spawn('turnserver', ['-c', file, '--no-stdout-log'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    'coturn listening with TLS',
    async () => {
      if (child.exitCode !== null) throw new Error(`turnserver exited (${child.exitCode}): ${stderr}`);
      return tlsHandshakes(options.tlsPort);
    },
    30_000,
  );
  return {
    logFile: join(options.dir, 'turn.log'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True when a TLS handshake on 127.0.0.1:`port` completes (with `servername` as the name asked for, SNI). */
export function tlsHandshakes(port: number, servername?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false, minVersion: 'TLSv1.2' }, () => {
      const ok = socket.getProtocol() !== null;
      socket.end();
      resolve(ok);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
