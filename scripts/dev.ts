/**
 * `npm run dev`: the reference server in watch mode plus Vite's dev server for the portal
 * (which proxies /api to the server). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=src-server', '--watch-path=src-domain', 'src-server/cli/serve.ts'], {
    stdio: 'inherit',
    // The development server gives the demo world, like `npm start` (docs/configuration.md).
    env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? 'dist-web', DEMO: process.env.DEMO ?? '1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
