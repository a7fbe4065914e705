import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { AppInfoSchema, TerminalConfigSchema, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { TEST_RUNTIME as runtime, testHandlerDeps } from './handler-deps.test-support.ts';
import { createBridgeHandlers } from './handlers.ts';

const config: TerminalConfig = {
  terminalId: 'samarkand-02',
  apiBaseUrl: 'https://api.notary.uz',
  hallName: 'Samarkand justice hall',
  idleTimeoutS: 120,
  updateIdleS: 120,
  defaultLocale: 'oz',
  devices: {},
  eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' },
};

describe('bridge handlers', () => {
  const deps = testHandlerDeps(config);
  afterAll(() => deps.dispose());
  const handlers = createBridgeHandlers(deps);

  it('appInfo reports the shell versions and the terminal id, within its schema', async () => {
    const info = await handlers.appInfo();
    expect(info).toEqual({ ...runtime, terminalId: 'samarkand-02' });
    expect(v.is(AppInfoSchema, info)).toBe(true);
  });

  it('terminalConfig returns a copy of the loaded config, within its schema', async () => {
    const answer = await handlers.terminalConfig();
    expect(answer).toEqual(config);
    expect(answer).not.toBe(config);
    expect(v.is(TerminalConfigSchema, answer)).toBe(true);
  });

  it('dictionary answers null while the cache has no copy, and the status names what is missing', async () => {
    expect(await handlers.dictionary('regions')).toBeNull();
    const status = await handlers.dictionaryStatus();
    expect(status).toMatchObject({ healthy: true, dictionaries: [], lastSync: null });
    expect(status.missing).toContain('regions');
  });

  it("clearSession clears the window session's storage and cache, within its schema", async () => {
    const answer = await handlers.clearSession();
    expect(answer).toBeNull();
    expect(deps.session.storageClears).toHaveLength(1);
    expect(deps.session.cacheClears).toBe(1);
  });
});
