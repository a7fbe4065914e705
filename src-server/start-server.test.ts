import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_WORLD_SETTING } from './seed/demo-marker.ts';
import { startServer } from './start-server.ts';
import { makeTempDir } from './test-support/temp-dir.ts';

describe('startServer', () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());
  const base = (file: string) => ({
    db: { kind: 'sqlite' as const, file: join(dir.path, file) },
    webRoot: join(dir.path, 'none'),
    port: 0,
    host: '127.0.0.1',
    seedScale: 0.1,
    warmFaceAnalyzer: false,
  });
  /** A real payment provider's settings: production serves no stand-in (stand-ins.ts). */
  const click = { checkoutUrl: 'https://my.click.uz/services/pay', serviceId: '101', merchantId: '202', merchantUserId: '303', secretKey: 'click-secret' };
  const provider = { payments: { checkoutUrl: 'https://checkout.paycom.uz', merchantId: 'merchant-1', key: 'merchant-key', click } };

  // Seeding cuts the registry photos with the face detector, loaded for it here (no warm analyzer): seconds on a busy machine.
  it('migrates and seeds an empty database once when asked (DEMO=1), marks it as demo data, listens, and closes cleanly', { timeout: 90_000 }, async () => {
    const options = { ...base('server.sqlite'), seed: 7 };
    const first = await startServer(options);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.seeded).toBe(true);
    expect((await first.app.inject({ url: '/api/notaries?pageSize=1' })).json().total).toBeGreaterThanOrEqual(14);
    expect(await first.db.selectFrom('settings').select('value').where('key', '=', DEMO_WORLD_SETTING).executeTakeFirst()).toEqual({ value: '7' });
    await first.close();
    await first.close();

    const second = await startServer(options);
    expect(second.seeded).toBe(false);
    await second.close();
  });

  it('leaves a database without demo data unless asked', async () => {
    const server = await startServer(base('plain.sqlite'));
    expect(server.seeded).toBe(false);
    expect(await server.db.selectFrom('persons').select('pin').limit(1).execute()).toEqual([]);
    await server.close();
  });

  it('in production, refuses to start on demo data and to seed it; starts on a database without it', async () => {
    await expect(startServer({ ...base('server.sqlite'), ...provider, production: true })).rejects.toThrow(/holds demo data/);
    await expect(startServer({ ...base('fresh.sqlite'), ...provider, seed: 7, production: true })).rejects.toThrow(/refusing to seed/);
    const server = await startServer({ ...base('plain.sqlite'), ...provider, production: true });
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // The payment stand-in is not served: a link in its format for any invoice is answered by nothing.
    const link = `/pay-sandbox/${Buffer.from('m=merchant-1;ac.invoice=INV-2026-000001;a=100;c=https%3A%2F%2Fe-notarius.uz%2F;l=uz').toString('base64url')}`;
    expect((await server.app.inject({ url: link })).statusCode).toBe(404);
    const pay = {
      method: 'POST' as const,
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction=${'0'.repeat(24)}`,
    };
    expect((await server.app.inject(pay)).statusCode).toBe(404);
    await server.close();
  });

  it('in production, recognises the demo people in a database seeded before the marker existed', { timeout: 90_000 }, async () => {
    const file = 'old-demo.sqlite';
    const seeded = await startServer({ ...base(file), seed: 7 });
    await seeded.db.deleteFrom('settings').where('key', '=', DEMO_WORLD_SETTING).execute();
    await seeded.close();
    await expect(startServer({ ...base(file), ...provider, production: true })).rejects.toThrow(/holds demo data/);
  });

  it('in production, refuses to start while a stand-in would be served, before touching the database', async () => {
    await expect(startServer({ ...base('no-provider.sqlite'), production: true })).rejects.toThrow(
      /payment provider stand-in .*: set PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID, PAYME_KEY/,
    );
    await expect(startServer({ ...base('no-key.sqlite'), payments: { ...provider.payments, key: ' ' }, production: true })).rejects.toThrow(/: set PAYME_KEY$/);
    expect(existsSync(join(dir.path, 'no-provider.sqlite'))).toBe(false);
  });
});
