import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './run-command.ts';

const SERVE = fileURLToPath(new URL('../../src-server/cli/serve.ts', import.meta.url));
const NODE = process.execPath;

export interface ServerProcessOptions {
  dir: string;
  /** Where each process listens (127.0.0.1), one process per port. */
  ports: readonly number[];
  /** The environment every process shares (as /etc/enotary/enotary.env, deploy/systemd/). */
  env: Readonly<Record<string, string>>;
  /** The environment of one process besides PORT (as the unit's own lines). */
  envOf?: (port: number) => Record<string, string>;
  /** Where a process answers its readiness probe (its internal listener's /readyz). */
  readyUrl: (port: number) => string;
  /** Where a process answers its metrics (its internal listener's /metrics). */
  metricsUrl: (port: number) => string;
}

export interface StopReport {
  port: number;
  exitCode: number | null;
  signal: string | null;
  stopMs: number;
}

export interface ServerProcesses {
  ports: readonly number[];
  /** SIGTERM (systemd's stop, deploy/systemd/enotary@.service), then waits for the exit. */
  stop(port: number): Promise<StopReport>;
  start(port: number, extraEnv?: Record<string, string>): Promise<void>;
  /** What a process answers to its readiness probe. */
  ready(port: number): Promise<boolean>;
  /** The HTTP requests the process now running on `port` has answered (its metrics), 0 while none answers. */
  served(port: number): Promise<number>;
  stopAll(): Promise<void>;
}

/** `node src-server/cli/serve.ts` per port, as the systemd template unit runs it, its output in `dir`. */
export function serverProcesses(options: ServerProcessOptions): ServerProcesses {
  const running = new Map<number, { child: ChildProcess; exited: Promise<void> }>();
  let generation = 0;
  /** What each port's last readiness probe got, for the message when a process never gets ready. */
  const lastProbe = new Map<number, string>();
  const ready = async (port: number): Promise<boolean> => {
    try {
      const response = await fetch(options.readyUrl(port), { signal: AbortSignal.timeout(3_000) });
      lastProbe.set(port, `${response.status} ${(await response.text()).trim()}`);
      return response.ok;
    } catch (error) {
      lastProbe.set(port, String(error));
      return false;
    }
  };
  const start = async (port: number, extraEnv: Record<string, string> = {}): Promise<void> => {
    generation += 1;
    const log = createWriteStream(join(options.dir, `server-${port}-${generation}.log`));
    const child = spawn(NODE, [SERVE], {
      env: { ...process.env, ...options.env, ...options.envOf?.(port), ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    running.set(port, { child, exited });
    await waitFor(
      () =>
        `the server process on ${port} ready (its last readiness answer: ${lastProbe.get(port) ?? 'none'}; log ${join(options.dir, `server-${port}-${generation}.log`)})`,
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the server process on ${port} exited (${child.exitCode}): see ${join(options.dir, `server-${port}-${generation}.log`)}`);
        return ready(port);
      },
      // Each process warms its face-analysis worker before it listens: seconds on a quiet
      // machine, minutes on a shared one.
      600_000,
    );
  };
  const stop = async (port: number): Promise<StopReport> => {
    const process = running.get(port);
    if (!process) return { port, exitCode: null, signal: null, stopMs: 0 };
    const started = Date.now();
    process.child.kill('SIGTERM');
    await process.exited;
    running.delete(port);
    return { port, exitCode: process.child.exitCode, signal: process.child.signalCode, stopMs: Date.now() - started };
  };
  const served = async (port: number): Promise<number> => {
    try {
      const text = await (await fetch(options.metricsUrl(port), { signal: AbortSignal.timeout(3_000) })).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('enotary_http_requests_total{'))
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    } catch {
      return 0;
    }
  };
  return {
    ports: options.ports,
    start,
    stop,
    ready,
    served,
    stopAll: async () => {
      await Promise.all([...running.keys()].map((port) => stop(port)));
    },
  };
}
