import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { describeDbConfig } from './db/db-config.ts';

describe('server configuration from the environment', () => {
  it('has working defaults', () => {
    expect(configFromEnv({})).toMatchObject({ port: 8080, host: 'localhost', db: { kind: 'sqlite', file: 'data/enotary.sqlite' }, webRoot: 'dist-web', seed: 20261122, seedScale: 1 });
  });

  it('uses PostgreSQL when DATABASE_URL is set, whatever DB_FILE says', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://u:p@h/db', DB_FILE: 'x.sqlite' }).db).toEqual({ kind: 'postgres', url: 'postgres://u:p@h/db' });
  });

  it('reads PORT, HOST, WEB_ROOT, SEED and TILE_HOSTS', () => {
    const config = configFromEnv({ PORT: '8099', HOST: '0.0.0.0', WEB_ROOT: 'public', SEED: '7', TILE_HOSTS: 'https://a.example, https://b.example' });
    expect(config).toMatchObject({ port: 8099, host: '0.0.0.0', webRoot: 'public', seed: 7, tileHosts: ['https://a.example', 'https://b.example'] });
  });

  it.each([{ PORT: 'eighty' }, { PORT: '70000' }, { SEED: '1.5' }, { SEED_SCALE: '0' }])('rejects %j', (env) => {
    expect(() => configFromEnv(env)).toThrow();
  });

  it('never prints a database password', () => {
    expect(describeDbConfig({ kind: 'postgres', url: 'postgres://enotary:secret@127.0.0.1:5432/enotary' })).toBe('PostgreSQL postgres://enotary:***@127.0.0.1:5432/enotary');
  });

  it('reads the login settings: liveness secret, maintenance, kiosk origins, login rate limit', () => {
    expect(configFromEnv({})).toMatchObject({ livenessSecret: undefined, maintenance: false, kioskOrigins: ['app://enotary'], loginRateLimitPerMinute: 20 });
    const secret = 'k'.repeat(32);
    expect(configFromEnv({ LIVENESS_SECRET: secret, MAINTENANCE: '1', KIOSK_ORIGINS: 'app://enotary, app://enotary-test', LOGIN_RATE_LIMIT: '60' })).toMatchObject({
      livenessSecret: secret,
      maintenance: true,
      kioskOrigins: ['app://enotary', 'app://enotary-test'],
      loginRateLimitPerMinute: 60,
    });
  });

  it.each([{ LIVENESS_SECRET: 'short' }, { LOGIN_RATE_LIMIT: '0' }])('rejects the login setting %j', (env) => {
    expect(() => configFromEnv(env)).toThrow();
  });

  it('reads PUBLIC_ORIGIN as an origin for invitation links', () => {
    expect(configFromEnv({}).publicOrigin).toBeUndefined();
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://my.notarius.uz/some/path' }).publicOrigin).toBe('https://my.notarius.uz');
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'ftp://my.notarius.uz' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
