import { readFileSync } from 'node:fs';
import { E2E_SERVER_LOG } from './e2e-env.ts';

/**
 * The e2e server's latest log lines (warnings and errors, e2e-server.ts) whose message is `msg`,
 * for a failure's report: what the server decided where the page only shows the outcome. Empty
 * when the log is elsewhere (E2E_LOG_LEVEL) or holds none.
 */
export function serverLogLines(msg: string, count = 3): string[] {
  let text: string;
  try {
    text = readFileSync(E2E_SERVER_LOG, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .slice(-count);
}
