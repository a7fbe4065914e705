import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_FACES } from './faces/demo-faces.ts';
import { DEMO_DECEASED, DEMO_LOGINS } from './demo-logins.ts';
import { BANNER_COLUMNS, formatDemoLogins, formatSignInHelp } from './format-demo-logins.ts';

/** What `npm start` and `npm run seed` print for a tester (README, Demo logins). */
describe('the demo logins banner', () => {
  const banner = `${formatDemoLogins()}\n\n${formatSignInHelp('http://localhost:8080')}`;

  it(`keeps every line within ${BANNER_COLUMNS} columns`, () => {
    for (const line of banner.split('\n')) expect(line.length, line).toBeLessThanOrEqual(BANNER_COLUMNS);
  });

  it('names every demo login with its pin, passport, purpose and the face to make a video of', () => {
    const flat = banner.replace(/\n\s+/g, ' ');
    for (const login of DEMO_LOGINS) {
      expect(flat).toContain(login.pin);
      expect(flat).toContain(`${login.passportSeries} ${login.passportNumber}`);
      expect(flat).toContain(login.purpose);
      expect(Object.keys(DEMO_FACES)).toContain(login.key);
    }
    expect(flat).toContain(DEMO_DECEASED.pin);
  });

  it('says how to sign in with an npm script that exists, never a bare node', () => {
    const help = formatSignInHelp('http://localhost:8080');
    expect(help).toContain('npm run demo:camera -- aziz http://localhost:8080');
    expect(help).toContain('http://localhost:8080');
    expect(help).not.toMatch(/(^|\s)node /);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const [runner, file] = (scripts['demo:camera'] ?? '').split(' ');
    expect(runner).toBe('node');
    expect(existsSync(file ?? '')).toBe(true);
  });

  it('says the login asks a phone after the face check, and where a new number’s code is read (docs/decisions/0058-contact-phone-at-login.md)', () => {
    const help = formatSignInHelp('http://localhost:8080');
    expect(help).toContain('prefilled with the registry number');
    expect(help).toContain('sms_outbox');
  });
});
