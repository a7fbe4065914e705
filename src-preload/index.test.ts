import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../src-domain/bridge/contract.ts';

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>(),
  invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { invoke: electron.invoke },
}));

let exposed: Record<string, unknown>;
let exposeCalls: number;

beforeAll(async () => {
  await import('./index.ts');
  // Recorded here: mock call history does not survive into the tests.
  exposeCalls = electron.exposeInMainWorld.mock.calls.length;
  const [key, api] = electron.exposeInMainWorld.mock.calls[0] ?? [];
  expect(key).toBe('kiosk');
  exposed = api as Record<string, unknown>;
});

describe('preload', () => {
  it('exposes window.kiosk once, with exactly the contract methods', () => {
    expect(exposeCalls).toBe(1);
    expect(Object.keys(exposed).sort()).toEqual(Object.keys(BRIDGE_CHANNELS).sort());
  });

  it('exposes only functions: no ipcRenderer, no channel strings', () => {
    for (const value of Object.values(exposed)) expect(typeof value).toBe('function');
    expect(Object.values(exposed)).not.toContain(electron.invoke);
  });

  it.each(Object.entries(BRIDGE_CHANNELS))('%s invokes its own channel with the caller arguments', async (method, def) => {
    electron.invoke.mockResolvedValueOnce({ answer: method });
    const call = exposed[method] as (...args: unknown[]) => Promise<unknown>;
    await expect(call('a', 1)).resolves.toEqual({ answer: method });
    expect(electron.invoke).toHaveBeenLastCalledWith(def.channel, 'a', 1);
  });
});
