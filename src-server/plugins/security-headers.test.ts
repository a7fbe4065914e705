import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { compileCsp, publicSocketOrigin, type CspDirectives } from './content-security-policy.ts';

function directive(csp: string, name: string): string | undefined {
  return csp.split(';').find((part) => part.startsWith(`${name} `));
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, tileHosts: ['https://tiles.example.uz'], publicOrigin: 'https://portal.example.uz' });
  });
  afterAll(() => t.close());

  /** What acts on any answer, data or document. */
  const dataFriends = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  };
  /** What acts on a document the browser renders. */
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'permissions-policy',
  ];
  const friends = (headers: Record<string, unknown>) => {
    dataFriends(headers);
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(headers[name], name).toBeDefined();
  };

  it.each([
    ['the API', '/api/health', 200],
    ['an API error', '/api/nothing', 404],
    ['a refused API call', '/api/profile', 403],
  ])('sends %s with a policy that loads nothing and is framed by nobody, and the friends that act on data only', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'portal.example.uz' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    dataFriends(response.headers);
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
  });

  it.each([
    ['the portal', '/kiosk/main', { accept: 'text/html' }],
    ['a file of the portal', '/favicon.ico', {}],
  ])('sends a strict CSP and friends with %s', async (_what, url, headers) => {
    // A Host the client chose: nothing of it reaches the policy.
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example:4443', ...headers } });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example.uz");
    // The configured origin's websockets, then the signature agent on the signer's computer (plugins/register-plugins.ts).
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' wss://portal.example.uz wss://127.0.0.1:64443");
    expect(csp).not.toContain('evil');
    friends(response.headers);
  });
});

describe('publicSocketOrigin', () => {
  it.each([
    ['https://e-notarius.uz', 'wss://e-notarius.uz'],
    ['https://e-notarius.uz:8443/', 'wss://e-notarius.uz:8443'],
    ['http://localhost:8080', 'ws://localhost:8080'],
    ['http://[::1]:8080', 'ws://[::1]:8080'],
  ])('names the websockets of %s as %s', (origin, sockets) => {
    expect(publicSocketOrigin(origin)).toBe(sockets);
  });
});

describe('compileCsp', () => {
  // The text written out by hand: directives joined by ';', a directive's sources by ' '.
  it.each<[string, CspDirectives, string]>([
    ['sources', { 'default-src': ["'self'"], 'object-src': ["'none'"] }, "default-src 'self';object-src 'none'"],
    ['a directive without sources', { 'upgrade-insecure-requests': [], a: ['x'] }, 'upgrade-insecure-requests;a x'],
  ])('writes %s as the hand-written policy', (_what, directives, expected) => {
    expect(compileCsp(directives)).toBe(expected);
  });
});
