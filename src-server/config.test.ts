import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { describeDbConfig } from './db/db-config.ts';

describe('server configuration from the environment', () => {
  it('has working defaults', () => {
    expect(configFromEnv({})).toMatchObject({
      port: 8080,
      host: 'localhost',
      db: { kind: 'sqlite', file: 'data/enotary.sqlite' },
      webRoot: 'dist-web',
      seed: 20261122,
      seedScale: 1,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, whatever DB_FILE says', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://u:p@h/db', DB_FILE: 'x.sqlite' }).db).toEqual({ kind: 'postgres', url: 'postgres://u:p@h/db' });
  });

  it('reads the PostgreSQL pool size, statement timeout and LISTEN connection (docs/deployment.md)', () => {
    const env = { DATABASE_URL: 'postgres://u:p@h/db', DB_POOL_SIZE: '25', DB_STATEMENT_TIMEOUT_MS: '5000', DATABASE_LISTEN_URL: 'postgres://u:p@db/db' };
    expect(configFromEnv(env).db).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@h/db',
      poolSize: 25,
      statementTimeoutMs: 5000,
      listenUrl: 'postgres://u:p@db/db',
    });
    expect(describeDbConfig(configFromEnv(env).db)).toBe('PostgreSQL postgres://u:***@h/db (pool 25, statements cut at 5000 ms)');
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      expect(() => configFromEnv({ DATABASE_URL: 'postgres://u:p@h/db', DB_POOL_SIZE: bad })).toThrow(/DB_POOL_SIZE must be a whole number of at least 1/);
      expect(() => configFromEnv({ DATABASE_URL: 'postgres://u:p@h/db', DB_STATEMENT_TIMEOUT_MS: bad })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    }
  });

  it('keeps recordings in an S3-compatible store when all of RECORDINGS_S3_* are given (docs/deployment.md)', () => {
    const s3 = {
      RECORDINGS_S3_ENDPOINT: 'https://s3.notary.internal',
      RECORDINGS_S3_BUCKET: 'recordings',
      RECORDINGS_S3_ACCESS_KEY_ID: 'AK',
      RECORDINGS_S3_SECRET_ACCESS_KEY: 'SK',
    };
    expect(configFromEnv({}).video.recordingsS3).toBeUndefined();
    expect(configFromEnv(s3).video.recordingsS3).toEqual({
      endpoint: 'https://s3.notary.internal',
      bucket: 'recordings',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      region: 'us-east-1',
      prefix: '',
    });
    expect(configFromEnv({ ...s3, RECORDINGS_S3_REGION: 'tashkent', RECORDINGS_S3_PREFIX: 'prod/' }).video.recordingsS3).toMatchObject({
      region: 'tashkent',
      prefix: 'prod/',
    });
    expect(() => configFromEnv({ RECORDINGS_S3_BUCKET: 'recordings' })).toThrow(
      /RECORDINGS_S3_ENDPOINT, RECORDINGS_S3_ACCESS_KEY_ID, RECORDINGS_S3_SECRET_ACCESS_KEY too/,
    );
    expect(() => configFromEnv({ ...s3, RECORDINGS_S3_ENDPOINT: 's3.notary.internal' })).toThrow(/http\(s\) URL/);
  });

  it('reads METRICS_PORT, METRICS_HOST and SHUTDOWN_DRAIN_S; metrics never on the public port (decision 0057)', () => {
    expect(configFromEnv({})).toMatchObject({ metrics: undefined, drainMs: 20_000 });
    expect(configFromEnv({ PORT: '8081', METRICS_PORT: '18081', SHUTDOWN_DRAIN_S: '5' })).toMatchObject({
      metrics: { port: 18081, host: '127.0.0.1' },
      drainMs: 5_000,
    });
    expect(configFromEnv({ METRICS_PORT: '9100', METRICS_HOST: '10.0.1.11' }).metrics).toEqual({ port: 9100, host: '10.0.1.11' });
    expect(() => configFromEnv({ PORT: '8081', METRICS_PORT: '8081' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => configFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be 1–65535/);
    expect(() => configFromEnv({ SHUTDOWN_DRAIN_S: '0' })).toThrow(/SHUTDOWN_DRAIN_S must be at least 1/);
  });

  it('reads PORT, HOST, WEB_ROOT, SEED and TILE_HOSTS', () => {
    const config = configFromEnv({ PORT: '8099', HOST: '0.0.0.0', WEB_ROOT: 'public', SEED: '7', TILE_HOSTS: 'https://a.example, https://b.example' });
    expect(config).toMatchObject({ port: 8099, host: '0.0.0.0', webRoot: 'public', seed: 7, tileHosts: ['https://a.example', 'https://b.example'] });
  });

  it('reads FACE_ANALYZER_WORKERS; unset, the pool is sized to the cores', () => {
    expect(configFromEnv({}).faceAnalyzerWorkers).toBeUndefined();
    expect(configFromEnv({ FACE_ANALYZER_WORKERS: '3' }).faceAnalyzerWorkers).toBe(3);
  });

  it.each([
    [{}, 'readable', 'warn', 'a person at a terminal: short lines, warnings only, the start banner stays visible'],
    [{ LOG_LEVEL: 'info' }, 'readable', 'info', 'one readable line per request when asked'],
    [{ LOG_FORMAT: 'json' }, 'json', 'info', 'JSON asked for'],
    [{ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://e-notarius.uz' }, 'json', 'info', 'production: JSON for the log collector'],
    [{ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://e-notarius.uz', LOG_FORMAT: 'readable' }, 'readable', 'warn', 'production may ask for readable lines'],
  ])('logs %j as %s at level %s (%s)', (env, logFormat, logLevel, _why) => {
    expect(configFromEnv(env)).toMatchObject({ logFormat, logLevel });
  });

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { SEED: '1.5' },
    { SEED_SCALE: '0' },
    { FACE_ANALYZER_WORKERS: '0' },
    { FACE_ANALYZER_WORKERS: 'two' },
    { LOG_FORMAT: 'pretty' },
  ])('rejects %j', (env) => {
    expect(() => configFromEnv(env)).toThrow();
  });

  it('never prints a database password', () => {
    expect(describeDbConfig({ kind: 'postgres', url: 'postgres://enotary:secret@127.0.0.1:5432/enotary' })).toBe(
      'PostgreSQL postgres://enotary:***@127.0.0.1:5432/enotary (pool 10)',
    );
  });

  it('reads the login settings: liveness secret, maintenance, kiosk origins, login rate limit', () => {
    expect(configFromEnv({})).toMatchObject({ livenessSecret: undefined, maintenance: false, kioskOrigins: ['app://enotary'], loginRateLimitPerMinute: 20 });
    const secret = 'k'.repeat(32);
    expect(
      configFromEnv({ LIVENESS_SECRET: secret, MAINTENANCE: '1', KIOSK_ORIGINS: 'app://enotary, app://enotary-test', LOGIN_RATE_LIMIT: '60' }),
    ).toMatchObject({
      livenessSecret: secret,
      maintenance: true,
      kioskOrigins: ['app://enotary', 'app://enotary-test'],
      loginRateLimitPerMinute: 60,
    });
  });

  it.each([{ LIVENESS_SECRET: 'short' }, { LOGIN_RATE_LIMIT: '0' }])('rejects the login setting %j', (env) => {
    expect(() => configFromEnv(env)).toThrow();
  });

  it('reads PUBLIC_ORIGIN as an origin for invitation links; without it, the server’s own address (never a request’s Host)', () => {
    expect(configFromEnv({}).publicOrigin).toBe('http://localhost:8080');
    expect(configFromEnv({ HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://my.notarius.uz/some/path' }).publicOrigin).toBe('https://my.notarius.uz');
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'ftp://my.notarius.uz' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('in production (NODE_ENV=production) needs PUBLIC_ORIGIN and refuses DEMO (docs/security.md "Production start")', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(() => configFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://my.notarius.uz', DEMO: '1' })).toThrow(/DEMO cannot be set/);
    expect(configFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://my.notarius.uz' })).toMatchObject({
      production: true,
      demo: false,
      publicOrigin: 'https://my.notarius.uz',
    });
    expect(configFromEnv({ DEMO: '1' })).toMatchObject({ production: false, demo: true });
  });

  it.each<[string | undefined, false | number | string[]]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j as %j', (text, trust) => {
    expect(configFromEnv(text === undefined ? {} : { TRUST_PROXY: text }).trustProxy).toEqual(trust);
  });

  it.each(['true', 'yes', '*', '10.0.0.0/33', 'proxy.example', '1.5'])('refuses TRUST_PROXY=%j: never "trust everything"', (text) => {
    expect(() => configFromEnv({ TRUST_PROXY: text })).toThrow(/TRUST_PROXY/);
  });

  it('reads the per-user act limits (docs/security.md "Act creation")', () => {
    expect(configFromEnv({}).actLimits).toEqual({ actsPerTenMinutes: 10, partiesPerTenMinutes: 30, maxOpenDrafts: 20 });
    expect(configFromEnv({ ACT_CREATION_LIMIT: '3', PARTY_ADDITION_LIMIT: '4', OPEN_DRAFTS_MAX: '5' }).actLimits).toEqual({
      actsPerTenMinutes: 3,
      partiesPerTenMinutes: 4,
      maxOpenDrafts: 5,
    });
    expect(() => configFromEnv({ OPEN_DRAFTS_MAX: '0' })).toThrow(/OPEN_DRAFTS_MAX/);
  });

  it('reads the payment provider: the stand-in unless an https checkout is set (docs/decisions/0032-payments-refunds-free-of-charge.md)', () => {
    const noClick = { checkoutUrl: undefined, serviceId: undefined, merchantId: undefined, merchantUserId: undefined, secretKey: undefined, apiUrl: undefined };
    expect(configFromEnv({}).payments).toEqual({ checkoutUrl: undefined, merchantId: undefined, key: undefined, click: noClick });
    expect(
      configFromEnv({ PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz', PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_KEY: ' k3y ' }).payments,
    ).toEqual({
      checkoutUrl: 'https://checkout.paycom.uz',
      merchantId: '5e730e8e0b852a417aa49ceb',
      key: 'k3y',
      click: noClick,
    });
    expect(() => configFromEnv({ PAYME_CHECKOUT_URL: 'http://checkout.paycom.uz' })).toThrow(/PAYME_CHECKOUT_URL/);
  });

  it('reads Click: the stand-in unless an https page is set, and then every id and the key (docs/decisions/0054-ways-to-pay.md)', () => {
    const env = {
      CLICK_CHECKOUT_URL: 'https://my.click.uz/services/pay',
      CLICK_SERVICE_ID: '123',
      CLICK_MERCHANT_ID: '456',
      CLICK_MERCHANT_USER_ID: '789',
      CLICK_SECRET_KEY: ' s3cret ',
    };
    expect(configFromEnv(env).payments.click).toEqual({
      checkoutUrl: 'https://my.click.uz/services/pay',
      serviceId: '123',
      merchantId: '456',
      merchantUserId: '789',
      secretKey: 's3cret',
      apiUrl: undefined,
    });
    expect(() => configFromEnv({ ...env, CLICK_SECRET_KEY: '' })).toThrow(/CLICK_SECRET_KEY must be set too/);
    expect(() => configFromEnv({ ...env, CLICK_CHECKOUT_URL: 'http://my.click.uz' })).toThrow(/CLICK_CHECKOUT_URL must be an https address/);
    expect(() => configFromEnv({ ...env, CLICK_API_URL: 'http://api.click.uz' })).toThrow(/CLICK_API_URL/);
  });
});
