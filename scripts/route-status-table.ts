/**
 * The route status table of docs/status.md, generated from `src-renderer/app/route-status.ts`,
 * and its table of the act types' wizards, from `src-domain/acts/wizard/act-wizards.ts`, so they
 * cannot drift: `npm run readme:status` rewrites them, and a unit test fails when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES } from '../src-domain/acts/act-types.ts';
import { ACT_WIZARDS } from '../src-domain/acts/wizard/act-wizards.ts';
import { ROUTE_STATUS } from '../src-renderer/app/route-status.ts';

/** The page that holds both tables (the README links it). */
export const STATUS_PAGE = 'docs/status.md';

export const START = '<!-- route-status:start -->';
export const END = '<!-- route-status:end -->';
export const WIZARDS_START = '<!-- act-wizards:start -->';
export const WIZARDS_END = '<!-- act-wizards:end -->';

export function routeStatusTable(): string {
  const rows = ROUTE_STATUS.map((r) => `| \`${r.path}\` | ${r.summary} | ${r.auth ? 'yes' : 'no'} | ${r.built ? 'built' : 'not yet'} |`);
  return ['| Route | What | Login | Status |', '|---|---|---|---|', ...rows].join('\n');
}

/** Each act type's wizard (spec §2 screen 16; src-domain/acts/wizard/act-wizards.ts). */
export function actWizardTable(): string {
  const rows = ACT_TYPE_IDS.map((id) => {
    return `| ${id} | ${ACT_TYPE_NAMES[id].ru} | wizard: ${ACT_WIZARDS[id].join(' → ')} |`;
  });
  return ['| Type | Act | How it is prepared |', '|---|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, startMarker: string, endMarker: string, body: string): string {
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${STATUS_PAGE} lacks the ${startMarker} … ${endMarker} markers`);
  return `${text.slice(0, start + startMarker.length)}\n${body}\n${text.slice(end)}`;
}

export function withStatusTable(page: string): string {
  return replaceBetween(replaceBetween(page, START, END, routeStatusTable()), WIZARDS_START, WIZARDS_END, actWizardTable());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(STATUS_PAGE, withStatusTable(readFileSync(STATUS_PAGE, 'utf8')));
  console.log(`${STATUS_PAGE}: status tables updated`);
}
