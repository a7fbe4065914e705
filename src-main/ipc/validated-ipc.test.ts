import { afterAll, describe, expect, it } from 'vitest';
import { bridgeErrorCodeOf } from '../../src-domain/bridge/bridge-errors.ts';
import type { TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { APP_ORIGIN } from '../window/app-origin.ts';
import { TEST_RUNTIME as runtime, testHandlerDeps } from './handler-deps.test-support.ts';
import { createBridgeHandlers, type BridgeHandlers } from './handlers.ts';
import { BridgeContractViolation, createIpcDispatcher, dispatchBridgeCall, unwrapBridgeOutcome, type DispatchDeps } from './validated-ipc.ts';

const config: TerminalConfig = {
  terminalId: 'tash-01',
  apiBaseUrl: 'https://api.notary.uz',
  hallName: 'Tashkent',
  idleTimeoutS: 120,
  updateIdleS: 120,
  defaultLocale: 'oz',
  devices: {},
  eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' },
};
const handlerDeps = testHandlerDeps(config);
afterAll(() => handlerDeps.dispose());
const deps: DispatchDeps = { handlers: createBridgeHandlers(handlerDeps), appOrigin: APP_ORIGIN };
const dispatch = createIpcDispatcher(deps);
const appPage = { url: 'app://enotary/kiosk/main', isMainFrame: true };

describe('createIpcDispatcher', () => {
  it('answers a valid call from the app main frame', async () => {
    expect(await dispatch('kiosk:terminal-config', appPage, [])).toEqual({ ok: true, value: config });
    expect(await dispatch('kiosk:app-info', appPage, [])).toEqual({ ok: true, value: { ...runtime, terminalId: 'tash-01' } });
  });

  it.each(['kiosk:unknown', 'other:app-info', 'app-info', '', 'kiosk:__proto__', 'kiosk:constructor'])(
    'refuses the channel %j as unknown_channel',
    async (channel) => {
      expect(await dispatch(channel, appPage, [])).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    },
  );

  it.each([
    ['a foreign page', { url: 'https://evil.example/', isMainFrame: true }],
    ['a file:// page', { url: 'file:///opt/enotary/out/renderer/index.html', isMainFrame: true }],
    ['a data: page', { url: 'data:text/html,x', isMainFrame: true }],
    ['a look-alike host', { url: 'app://enotary.evil/', isMainFrame: true }],
    ['an iframe of the app', { url: 'app://enotary/frame', isMainFrame: false }],
    ['a destroyed frame', null],
  ])('refuses %s as bad_sender', async (_name, sender) => {
    expect(await dispatch('kiosk:app-info', sender, [])).toMatchObject({ ok: false, error: { code: 'bad_sender' } });
  });

  it.each([[['extra']], [[undefined]], [[{ terminalId: 'x' }]]])('refuses the arguments %j as bad_args', async (args) => {
    expect(await dispatch('kiosk:terminal-config', appPage, args)).toMatchObject({ ok: false, error: { code: 'bad_args' } });
  });

  it.each([[[]], [['passwords']], [['regions', 'districts']], [[7]]])('refuses the dictionary arguments %j as bad_args', async (args) => {
    expect(await dispatch('kiosk:dictionary', appPage, args)).toMatchObject({ ok: false, error: { code: 'bad_args' } });
  });

  // The renderer's presence report decides when an update may restart the terminal: only the
  // app's own main frame may send one, and only in the contract's exact shape.
  const presence = { session: true, visit: true, activities: ['call'], camera: true, microphone: true, lastTouchAgoMs: 1_000 };
  it('takes a presence report from the app main frame, and the update status shows who is there', async () => {
    expect(await dispatch('kiosk:report-presence', appPage, [presence])).toEqual({ ok: true, value: null });
    const status = await dispatch('kiosk:update-status', appPage, []);
    expect(status.ok && status.value).toMatchObject({ presence, busy: ['session', 'visit', 'call', 'camera', 'microphone', 'recent-touch'] });
  });

  it.each([
    ['no report', []],
    ['a bare word', ['idle']],
    ['an extra field', [{ ...presence, idle: true }]],
    ['an unknown activity', [{ ...presence, activities: ['nap'] }]],
    ['an activity twice', [{ ...presence, activities: ['call', 'call'] }]],
    ['too many activities', [{ ...presence, activities: Array.from({ length: 50 }, () => 'call') }]],
    ['a negative touch age', [{ ...presence, lastTouchAgoMs: -5 }]],
    ['a touch age that is not a number', [{ ...presence, lastTouchAgoMs: 'long ago' }]],
    ['two reports', [presence, presence]],
  ])('refuses a presence report with %s as bad_args', async (_name, args) => {
    expect(await dispatch('kiosk:report-presence', appPage, args)).toMatchObject({ ok: false, error: { code: 'bad_args' } });
  });

  it('refuses a presence report from a foreign page or a sub-frame as bad_sender', async () => {
    const idle = { ...presence, session: false, visit: false, activities: [], camera: false, microphone: false };
    for (const sender of [
      { url: 'https://evil.example/', isMainFrame: true },
      { url: 'app://enotary/kiosk/auth', isMainFrame: false },
    ]) {
      expect(await dispatch('kiosk:report-presence', sender, [idle])).toMatchObject({ ok: false, error: { code: 'bad_sender' } });
    }
  });

  it('answers a known dictionary the cache does not hold with null', async () => {
    expect(await dispatch('kiosk:dictionary', appPage, ['regions'])).toEqual({ ok: true, value: null });
  });

  it('reports a handler that throws as handler_failed', async () => {
    const failing: BridgeHandlers = { ...deps.handlers, appInfo: () => Promise.reject(new Error('disk gone')) };
    const outcome = await createIpcDispatcher({ ...deps, handlers: failing })('kiosk:app-info', appPage, []);
    expect(outcome).toEqual({ ok: false, error: { code: 'handler_failed', message: 'disk gone' } });
  });

  it('throws when a handler answers outside its result schema (a bug, not a refusal)', async () => {
    const broken = {
      ...deps.handlers,
      terminalConfig: () => Promise.resolve({ ...config, idleTimeoutS: 'soon' }),
    } as unknown as BridgeHandlers;
    await expect(createIpcDispatcher({ ...deps, handlers: broken })('kiosk:terminal-config', appPage, [])).rejects.toBeInstanceOf(BridgeContractViolation);
  });

  it('strips fields a handler adds beyond the schema, so only the contract crosses the bridge', async () => {
    const leaky = {
      ...deps.handlers,
      appInfo: () => Promise.resolve({ ...runtime, terminalId: 'tash-01', secret: 'x' }),
    } as unknown as BridgeHandlers;
    const outcome = await createIpcDispatcher({ ...deps, handlers: leaky })('kiosk:app-info', appPage, []);
    expect(outcome.ok && outcome.value).not.toHaveProperty('secret');
  });
});

describe('dispatchBridgeCall (Playwright exposeFunction stand-in)', () => {
  const e2eDeps: DispatchDeps = { ...deps, appOrigin: 'http://127.0.0.1:8080' };

  it('calls by method name from the test server origin', async () => {
    expect(await dispatchBridgeCall(e2eDeps, 'terminalConfig', [], 'http://127.0.0.1:8080/kiosk/auth')).toEqual({
      ok: true,
      value: config,
    });
  });

  it('refuses an unknown method, even one spelled like a channel', async () => {
    for (const method of ['toString', 'app-info', 'kiosk:app-info']) {
      expect(await dispatchBridgeCall(e2eDeps, method, [], 'http://127.0.0.1:8080/')).toMatchObject({
        ok: false,
        error: { code: 'unknown_channel' },
      });
    }
  });

  it('refuses another origin and sub-frames', async () => {
    expect(await dispatchBridgeCall(e2eDeps, 'appInfo', [], 'http://127.0.0.1:9999/')).toMatchObject({ error: { code: 'bad_sender' } });
    expect(await dispatchBridgeCall(e2eDeps, 'appInfo', [], 'http://127.0.0.1:8080/', false)).toMatchObject({
      error: { code: 'bad_sender' },
    });
  });
});

describe('unwrapBridgeOutcome', () => {
  it('returns the value of a successful call', () => {
    expect(unwrapBridgeOutcome({ ok: true, value: 42 })).toBe(42);
  });

  it('rejects with a message the renderer can read the code from', () => {
    let thrown: unknown;
    try {
      unwrapBridgeOutcome({ ok: false, error: { code: 'bad_args', message: 'Invalid length' } });
    } catch (error) {
      thrown = error;
    }
    expect(bridgeErrorCodeOf(thrown)).toBe('bad_args');
  });
});
