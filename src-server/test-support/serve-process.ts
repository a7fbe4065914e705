import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE_SCRIPT = fileURLToPath(new URL('../cli/serve.ts', import.meta.url));
const BANNER = /e-Notary reference server: (http:\/\/\S+)/;

export interface ServeProcess {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** SIGTERM, then waits for the process to exit (the CLI closes the server and the database). */
  stop(): Promise<void>;
}

/**
 * `node src-server/cli/serve.ts` as a child process, as `npm run serve` starts it, on a free port
 * of 127.0.0.1; resolves once it prints its start banner. Its stderr is kept for the error when
 * it exits before listening.
 */
export function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, [SERVE_SCRIPT], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      const url = BANNER.exec(stdout)?.[1];
      if (url) resolve({ url, stop });
    });
    child.once('exit', (code, signal) => reject(new Error(`serve.ts exited (${code ?? signal}) before listening:\n${stderr}`)));
    child.once('error', reject);
  });
}
