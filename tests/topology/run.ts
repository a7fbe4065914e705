/**
 * `npm run test:topology` (CI: .ci/run): the national deployment brought up on this machine from
 * the files of deploy/ — Debian's PostgreSQL, coturn and nginx, three server processes behind
 * nginx — and walked through by browsers and a load generator (topology.spec.ts). The stack is
 * this process's: it starts it, answers the spec's requests for a rolling restart on a control
 * port, and stops everything at the end, whatever happened. Needs root (PostgreSQL runs as the
 * `postgres` user, nginx's workers as `www-data`), the web build and Chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createDb } from '../../src-server/db/create-db.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { runCommand } from './run-command.ts';
import { backupAndRestore } from './backup-restore.ts';
import { rollUnderLoad } from './rolling-restart.ts';
import { portsFree, startStack } from './stack.ts';
import { verifySystemdUnit } from './systemd-unit.ts';

const started = Date.now();
const log = (line: string) => console.log(`[topology +${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const base = Number(process.env.TOPOLOGY_PORT_BASE ?? 8600);

if (!existsSync('dist-web/index.html')) {
  log('no web build: npm run build:web');
  await runCommand('npm', ['run', 'build:web']);
}

await portsFree(base, log);
// Whatever ends this process, the stack's processes end with it, also while it starts.
let stopAll: () => Promise<void> = async () => undefined;
let stopping: Promise<void> | null = null;
const stopStack = () => (stopping ??= stopAll());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopStack().then(() => process.exit(1)));
process.on('uncaughtException', (error) => {
  console.error(error);
  void stopStack().then(() => process.exit(1));
});
const stack = await startStack(base, log, (stop) => (stopAll = stop));
// systemd does not run here (the stack starts the processes itself): its unit file is checked as systemd parses it.
log(await verifySystemdUnit(stack.dir));
log(`stack up in ${Math.round((Date.now() - started) / 1000)} s (files in ${stack.dir})`);
const db = createDb({ kind: 'postgres', url: stack.postgres.url, poolSize: 2 });
let roll: Promise<{ report: unknown } | { error: string }> | null = null;

/** What the spec may ask of the stack's owner: where things are, and a rolling restart under load. */
const control = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/stack') {
    return answer(200, {
      origin: stack.origin,
      databaseUrl: stack.postgres.url,
      servers: stack.servers.ports,
      metrics: stack.servers.ports.map((port) => stack.ports.metricsOf(port)),
      turn: { port: stack.ports.turn, tlsPort: stack.ports.turnTls, secret: stack.turnSecret, relay: stack.ports.relay },
      recordingsDir: stack.recordingsDir,
    });
  }
  // POST starts the rolling restart (it takes minutes); GET answers its report once it is done.
  if (request.method === 'POST' && request.url === '/roll') {
    roll ??= rollUnderLoad({ origin: stack.origin, db, servers: stack.servers, pin: DEMO_CAST.aziz.pin, connections: 8, log }).then(
      (report) => {
        log(`rolling restart: ${JSON.stringify(report)}`);
        return { report };
      },
      (error: unknown) => ({ error: String(error) }),
    );
    return answer(202, { started: true });
  }
  if (request.method === 'GET' && request.url === '/roll') {
    if (!roll) return answer(404, { error: 'no rolling restart was started' });
    const current = roll;
    let settled: unknown = null;
    void current.then((result) => (settled = result));
    // One turn of the event loop: a settled roll answers its result, one under way says so.
    setImmediate(() => answer(200, settled ?? { running: true }));
    return;
  }
  answer(404, {});
});
await new Promise<void>((resolve) => control.listen(stack.ports.control, '127.0.0.1', resolve));

let exitCode = 1;
try {
  exitCode = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'tests/topology/playwright.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TOPOLOGY_CONTROL: `http://127.0.0.1:${stack.ports.control}`, TOPOLOGY_ORIGIN: stack.origin },
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  // A rolling restart still under way (the spec failed or timed out meanwhile) ends first: the
  // backup is compared with a database nothing writes to any more.
  await roll;
  // docs/deployment.md "Back up and restore", once, on what the spec wrote.
  const restore = await backupAndRestore(stack, base + 5, log);
  const restored = restore.differences.length === 0 && restore.serverReady && restore.walArchived > 0 && restore.walFailed === 0;
  log(`backup and restore ${restored ? 'passed' : 'FAILED'}: ${JSON.stringify(restore)}`);
  if (!restored) exitCode = 1;
} finally {
  control.close();
  await db.destroy();
  await stopStack();
  log(`stack stopped; ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exitCode = exitCode;
