import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  /** The server process's id (its CPU time is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Child servers started and not yet stopped: what a failed section leaves behind. */
const running = new Set<ChildProcess>();

/** Stops every child server still running (bench/section-runner.ts calls it after each section). */
export async function stopChildServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          running.delete(child);
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Starts a server script in its own process (so the load generator does not share its event
 * loop) and waits until it answers `readyPath`.
 */
export async function startChildServer(script: string, port: number, env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
