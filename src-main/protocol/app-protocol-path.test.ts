import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppProtocolPath } from './app-protocol-path.ts';

const root = path.resolve('/opt/enotary/out/renderer');
const index = path.join(root, 'index.html');

describe('resolveAppProtocolPath', () => {
  it.each([
    ['app://enotary/', index],
    ['app://enotary', index],
    ['app://enotary/kiosk/auth', index],
    ['app://enotary/enotarial_act/5c1b7c1e-1f7a-4c55-9f0e-2a3d8c9b0a11?pin=1#x', index],
  ])('serves index.html for the client route %s (SPA fallback)', (url, file) => {
    expect(resolveAppProtocolPath(url, root)).toEqual({ kind: 'file', filePath: file, spaFallback: true });
  });

  it('serves a built asset by its path, ignoring query and fragment', () => {
    expect(resolveAppProtocolPath('app://enotary/assets/index-Bx1.js?v=2#m', root)).toEqual({
      kind: 'file',
      filePath: path.join(root, 'assets', 'index-Bx1.js'),
      spaFallback: false,
    });
  });

  it('decodes percent-encoded names', () => {
    expect(resolveAppProtocolPath('app://enotary/fonts/Noto%20Sans.woff2', root)).toMatchObject({
      filePath: path.join(root, 'fonts', 'Noto Sans.woff2'),
    });
  });

  it.each([
    'app://enotary/../../etc/passwd',
    'app://enotary/%2e%2e/%2e%2e/etc/passwd',
    'app://enotary/assets/../../../etc/passwd',
    'app://enotary//etc/passwd',
  ])('keeps %s inside the renderer folder (the URL parser folds the dots)', (url) => {
    const result = resolveAppProtocolPath(url, root);
    expect(result.kind).toBe('file');
    if (result.kind === 'file') expect(result.filePath.startsWith(root + path.sep)).toBe(true);
  });

  it.each([
    ['an encoded slash around ..', 'app://enotary/..%2f..%2fetc%2fpasswd', 403],
    ['an encoded slash and encoded dots', 'app://enotary/assets/%2e%2e%2f%2e%2e%2fsecret.json', 403],
    ['an encoded backslash', 'app://enotary/assets%5c..%5c..%5cmain.js', 400],
    ['a NUL byte', 'app://enotary/index.html%00.png', 400],
    ['broken percent-encoding', 'app://enotary/%E0%A4%A', 400],
    ['another host', 'app://evil/index.html', 403],
    ['a look-alike host', 'app://enotary.evil/index.html', 403],
    ['credentials in the URL', 'app://x:y@enotary/index.html', 403],
    ['file://', 'file:///etc/passwd', 403],
    ['http://', 'http://enotary/index.html', 403],
    ['https://', 'https://enotary/index.html', 403],
    ['data:', 'data:text/html,<p>x</p>', 403],
    ['devtools://', 'devtools://devtools/bundled/inspector.html', 403],
    ['garbage', 'not a url', 400],
  ])('refuses %s', (_name, url, status) => {
    expect(resolveAppProtocolPath(url, root)).toMatchObject({ kind: 'refused', status });
  });
});
