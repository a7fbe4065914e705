import { DEMO_DECEASED, DEMO_LOGINS } from './demo-logins.ts';

/** The demo logins as a plain-text table for the terminal (serve and seed print it). */
export function formatDemoLogins(): string {
  const rows = [
    ['role', 'full name', 'pin', 'passport', 'for'],
    ...DEMO_LOGINS.map((login) => [login.role, login.fullName, login.pin, `${login.passportSeries} ${login.passportNumber}`, login.purpose]),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const lines = rows.map((row) => row.map((cell, column) => (column < 4 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  '));
  return [...lines, '', `Recorded deceased (not a login): ${DEMO_DECEASED.fullName}, pin ${DEMO_DECEASED.pin}, died ${DEMO_DECEASED.deathDate}.`].join('\n');
}
