import { describe, expect, it } from 'vitest';
import { userAgentSummary } from './user-agent-summary.ts';

describe('userAgentSummary', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome 140 · Windows',
    ],
    [
      'headless Chromium on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.185 Safari/537.36',
      'Chrome 140 · Linux',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.3405.86',
      'Edge 139 · Windows',
    ],
    [
      'Yandex',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 YaBrowser/25.8.0.0 Safari/537.36',
      'Yandex 25 · Windows',
    ],
    [
      'the kiosk shell',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) e-notary/0.1.0 Chrome/140.0.7339.41 Electron/45.3.4 Safari/537.36',
      'Electron 45 · Windows',
    ],
    ['Firefox on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:142.0) Gecko/20100101 Firefox/142.0', 'Firefox 142 · macOS'],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
      'Safari 18 · iOS',
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Chrome 140 · Android',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 28 · Android',
    ],
    ['only a system', 'Something (Windows NT 10.0)', 'Windows'],
    ['nothing known', 'curl/8.5.0', 'unknown'],
    ['no header', undefined, 'unknown'],
  ])('%s', (_, header, summary) => {
    expect(userAgentSummary(header)).toBe(summary);
  });
});
