import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, windowOpenHandler } from './navigation-policy.ts';

describe('isAllowedNavigation', () => {
  it.each(['app://enotary/', 'app://enotary/kiosk/auth', 'app://enotary/kiosk/enotarial_act/5c1b?x=1#top'])('allows the app page %s', (url) => {
    expect(isAllowedNavigation(url)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'http://enotary/',
    'https://api.notary.uz/api/health',
    'file:///etc/passwd',
    'file:///opt/enotary/resources/app.asar/out/renderer/index.html',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'devtools://devtools/bundled/inspector.html',
    'chrome://settings',
    'about:blank',
    'app://enotary.evil.example/',
    'app://other/',
    'blob:app://enotary/1234',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedNavigation(url)).toBe(false);
  });

  it('trusts the dev server origin only when told to', () => {
    expect(isAllowedNavigation('http://localhost:5173/kiosk', 'http://localhost:5173')).toBe(true);
    expect(isAllowedNavigation('http://localhost:5173/kiosk')).toBe(false);
  });
});

describe('windowOpenHandler', () => {
  it('denies every new window', () => {
    expect(windowOpenHandler()).toEqual({ action: 'deny' });
  });
});
