import { spawn } from 'node:child_process';
import { e2eDbFile } from './e2e-env.ts';

export interface OwnE2eServer {
  baseURL: string;
  /** Its SQLite file, for a test that changes what the server reads (a setting). */
  dbFile: string;
  stop(): Promise<void>;
}

/**
 * A second end-to-end server (tests/support/e2e-server.ts: the same server on its own freshly
 * seeded file) for a spec that changes something server-wide, such as the technical-work switch:
 * on the shared server it would stop every other test's logins. Started by the spec that needs
 * it, so a run without that spec does not pay for it.
 */
export async function startOwnE2eServer(port: number): Promise<OwnE2eServer> {
  const child = spawn(process.execPath, ['tests/support/e2e-server.ts'], {
    env: { ...process.env, E2E_SERVER_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Seeding takes seconds, a minute or more on a busy machine (as Playwright's webServer allows).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the e2e server on ${port} did not start within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dbFile: e2eDbFile(port),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
