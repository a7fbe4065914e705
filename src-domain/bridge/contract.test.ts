import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bridgeErrorCodeOf, bridgeErrorMessage } from './bridge-errors.ts';
import { BRIDGE_CHANNEL_NAMES, CHANNEL_PREFIX, isBridgeMethod } from './channels.ts';
import { BRIDGE_CHANNELS, TerminalConfigSchema } from './contract.ts';

const minimalConfig = { terminalId: 'tash-01', apiBaseUrl: 'https://api.notary.uz', hallName: 'Tashkent justice hall' };

describe('bridge channels', () => {
  it('gives every method one prefixed, unique channel', () => {
    const channels = Object.values(BRIDGE_CHANNELS).map((def) => def.channel);
    expect(channels.every((c) => c.startsWith(CHANNEL_PREFIX))).toBe(true);
    expect(new Set(channels).size).toBe(channels.length);
    expect(Object.keys(BRIDGE_CHANNELS)).toEqual(Object.keys(BRIDGE_CHANNEL_NAMES));
  });

  it('knows its own methods and nothing inherited', () => {
    expect(isBridgeMethod('appInfo')).toBe(true);
    expect(isBridgeMethod('toString')).toBe(false);
    expect(isBridgeMethod('__proto__')).toBe(false);
  });
});

describe('terminal config schema', () => {
  it('defaults the idle timeout to 120 s and the locale to oz (docs/architecture.md, Kiosk behaviour; spec §1)', () => {
    const config = v.parse(TerminalConfigSchema, minimalConfig);
    expect(config.idleTimeoutS).toBe(120);
    expect(config.defaultLocale).toBe('oz');
  });

  it.each([
    ['a terminal id with a space', { terminalId: 'hall 1' }],
    ['an idle timeout under 30 s', { idleTimeoutS: 10 }],
    ['a fractional idle timeout', { idleTimeoutS: 90.5 }],
    ['an unknown locale', { defaultLocale: 'en' }],
    ['an API URL that is not a URL', { apiBaseUrl: 'notary' }],
  ])('rejects %s', (_name, patch) => {
    expect(v.safeParse(TerminalConfigSchema, { ...minimalConfig, ...patch }).success).toBe(false);
  });
});

describe('bridge error codes', () => {
  it('finds the code inside the text Electron wraps around a rejected invoke', () => {
    const wrapped = new Error(`Error invoking remote method 'kiosk:app-info': Error: ${bridgeErrorMessage('bad_sender')}`);
    expect(bridgeErrorCodeOf(wrapped)).toBe('bad_sender');
    expect(bridgeErrorCodeOf(new Error('network down'))).toBeNull();
    expect(bridgeErrorCodeOf(undefined)).toBeNull();
  });
});
