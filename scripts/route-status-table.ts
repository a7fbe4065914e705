/**
 * The README's route status table, generated from `src-renderer/app/route-status.ts` so it
 * cannot drift: `npm run readme:status` rewrites it, and a unit test fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTE_STATUS } from '../src-renderer/app/route-status.ts';

export const START = '<!-- route-status:start -->';
export const END = '<!-- route-status:end -->';

export function routeStatusTable(): string {
  const rows = ROUTE_STATUS.map((r) => `| \`${r.path}\` | ${r.summary} | ${r.auth ? 'yes' : 'no'} | ${r.built ? 'built' : 'not yet'} |`);
  return ['| Route | What | Login | Status |', '|---|---|---|---|', ...rows].join('\n');
}

export function withStatusTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${routeStatusTable()}\n${readme.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('README.md', withStatusTable(readFileSync('README.md', 'utf8')));
  console.log('README.md status table updated');
}
