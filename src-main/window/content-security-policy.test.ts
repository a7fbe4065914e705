import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy('https://api.notary.uz/api'));

  it('allows connections to exactly the API origin and its wss twin', () => {
    expect(csp.get('connect-src')).toEqual(['https://api.notary.uz', 'wss://api.notary.uz']);
  });

  it('keeps the port of a local API', () => {
    expect(directives(contentSecurityPolicy('http://localhost:8080')).get('connect-src')).toEqual(['http://localhost:8080', 'ws://localhost:8080']);
  });

  it('runs scripts from the app only: no inline, no eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allows camera streams and captured images', () => {
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'mediastream:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('forbids framing, plugins, base rewriting and foreign form posts', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('accepts an IPv6 loopback API', () => {
    expect(directives(contentSecurityPolicy('http://[::1]:8080')).get('connect-src')).toEqual(['http://[::1]:8080', 'ws://[::1]:8080']);
  });

  it('connects nowhere without an API (broken terminal config)', () => {
    expect(directives(contentSecurityPolicy(null)).get('connect-src')).toEqual(["'none'"]);
  });

  it.each(['ftp://api.notary.uz', 'not a url', "https://api.notary.uz'; script-src *", "https://api.notary.uz';x", 'https://a;b.uz'])(
    'refuses %j as the API',
    (url) => {
      expect(() => contentSecurityPolicy(url)).toThrow();
    },
  );
});
