import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppInfoSchema, TerminalConfigSchema, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { createBridgeHandlers } from './handlers.ts';

const config: TerminalConfig = {
  terminalId: 'samarkand-02',
  apiBaseUrl: 'https://api.notary.uz',
  hallName: 'Samarkand justice hall',
  idleTimeoutS: 120,
  defaultLocale: 'oz',
};
const runtime = { appVersion: '0.1.0', electronVersion: '45.3.4', chromeVersion: '154.0.0.0', platform: 'linux' };

describe('bridge handlers', () => {
  const handlers = createBridgeHandlers({ runtime, config });

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
});
