import path from 'node:path';

/**
 * Where a terminal keeps its configuration: `KIOSK_CONFIG` when the deployment sets it
 * (central provisioning), else beside Electron's userData so each OS user has one.
 */
export function terminalConfigPath(env: Readonly<Record<string, string | undefined>>, userDataDir: string): string {
  const fromEnv = env.KIOSK_CONFIG?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(userDataDir, 'terminal-config.json');
}
