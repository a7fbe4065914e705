import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, isAppOrigin, originOf, shellOrigin } from './app-origin.ts';

describe('originOf', () => {
  it.each([
    ['app://enotary/kiosk/auth?x=1', 'app://enotary'],
    ['app://enotary', 'app://enotary'],
    ['APP://ENOTARY/', 'app://enotary'],
    ['https://api.notary.uz/api/health', 'https://api.notary.uz'],
    ['http://localhost:5173/', 'http://localhost:5173'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each(['', 'not a url', 'file:///etc/passwd', 'data:text/html,<p>x</p>', 'about:blank', 'app://user:pw@enotary/'])('has no origin for %j', (url) => {
    expect(originOf(url)).toBeNull();
  });
});

describe('isAppOrigin', () => {
  it('accepts only the app origin', () => {
    expect(isAppOrigin('app://enotary/index.html')).toBe(true);
    expect(isAppOrigin('app://enotary.evil/index.html')).toBe(false);
    expect(isAppOrigin('app://evil/index.html')).toBe(false);
    expect(isAppOrigin('https://enotary/index.html')).toBe(false);
  });
});

describe('shellOrigin', () => {
  it('is the app origin in a packaged build even when a dev URL leaks into the environment', () => {
    expect(shellOrigin({ isPackaged: true, rendererDevUrl: 'http://localhost:5173' })).toBe(APP_ORIGIN);
  });

  it('is the Vite dev server under electron-vite dev', () => {
    expect(shellOrigin({ isPackaged: false, rendererDevUrl: 'http://localhost:5173/' })).toBe('http://localhost:5173');
    expect(shellOrigin({ isPackaged: false, rendererDevUrl: undefined })).toBe(APP_ORIGIN);
  });
});
