import { describe, expect, it } from 'vitest';
import { isAcceptableApiUrl } from './api-url-policy.ts';

describe('isAcceptableApiUrl', () => {
  it.each(['https://api.notary.uz', 'https://10.0.0.5:8443/api', 'http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'])(
    'accepts %s',
    (url) => {
      expect(isAcceptableApiUrl(url)).toBe(true);
    },
  );

  it.each(['http://api.notary.uz', 'http://localhost.evil.example', 'ws://localhost:8080', 'ftp://api.notary.uz', 'nonsense'])('refuses %s', (url) => {
    expect(isAcceptableApiUrl(url)).toBe(false);
  });
});
