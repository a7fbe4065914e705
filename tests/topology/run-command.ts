import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command to its end; rejects with its output when it fails. */
export function runCommand(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** Waits for `check` to answer true, polling; fails with `what` (made when it fails) after `timeoutMs`. */
export async function waitFor(what: string | (() => string), check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
