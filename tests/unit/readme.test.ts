import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withStatusTable } from '../../scripts/route-status-table.ts';
import { DEMO_LOGINS } from '../../src-server/seed/demo-logins.ts';

const readme = readFileSync('README.md', 'utf8');

describe('README stays true', () => {
  it('has the route status table generated from route-status.ts (run `npm run readme:status`)', () => {
    expect(readme).toBe(withStatusTable(readme));
  });

  it('shows the two fresh-machine commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it.each(DEMO_LOGINS.map((login) => [login.role, login]))('lists the %s demo login the seed creates', (_role, login) => {
    expect(readme).toContain(login.pin);
    expect(readme).toContain(`${login.passportSeries} ${login.passportNumber}`);
  });
});
