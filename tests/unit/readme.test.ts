import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_PAGE, withStatusTable } from '../../scripts/route-status-table.ts';
import { DEMO_LOGINS } from '../../src-server/seed/demo-logins.ts';

const readme = readFileSync('README.md', 'utf8');
const configuration = readFileSync('docs/configuration.md', 'utf8');

/** Every environment variable the server's settings read (`configFromEnv` and the modules it calls). */
function serverVariables(): string[] {
  const files = ['src-server/config.ts', 'src-server/db/db-config.ts', 'src-server/signatures/signature-env.ts'];
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(name!);
    for (const [, name] of text.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g)) names.add(name!);
    for (const [, name] of text.matchAll(/given\('([A-Z][A-Z0-9_]+)'\)/g)) names.add(name!);
    // RECORDINGS_S3_* are read by their suffix.
    for (const [, suffix] of text.matchAll(/'(ENDPOINT|BUCKET|ACCESS_KEY_ID|SECRET_ACCESS_KEY)'/g)) names.add(`RECORDINGS_S3_${suffix}`);
  }
  return [...names].sort();
}

describe('README stays true', () => {
  it('is read in five minutes: at most 120 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  it('shows the two fresh-machine commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it.each(DEMO_LOGINS.map((login) => [`${login.role} ${login.key}`, login]))('lists the %s demo login the seed creates', (_role, login) => {
    expect(readme).toContain(login.pin);
    expect(readme).toContain(`${login.passportSeries} ${login.passportNumber}`);
    expect(readme).toContain(`| ${login.key} | ${login.fullName} |`);
  });

  it('says the login asks a phone after the face check and where a new number’s SMS code is read', () => {
    expect(readme).toContain('the phone for SMS notifications');
    expect(readme).toContain('`sms_outbox`');
  });

  it(`links ${STATUS_PAGE}, whose tables are generated from route-status.ts (run \`npm run readme:status\`)`, () => {
    expect(readme).toContain(`(${STATUS_PAGE})`);
    const page = readFileSync(STATUS_PAGE, 'utf8');
    expect(page).toBe(withStatusTable(page));
  });
});

describe('docs/configuration.md names every variable the server reads', () => {
  const names = serverVariables();

  it('finds the settings it checks', () => {
    expect(names).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'METRICS_PORT', 'RECORDINGS_S3_BUCKET', 'CLICK_SECRET_KEY', 'SIGNATURE_TRUSTED_CA']));
  });

  it.each(names)('%s', (name) => {
    expect(configuration).toContain(`\`${name}\``);
  });
});
