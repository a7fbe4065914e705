import * as v from 'valibot';
import { bridgeErrorMessage, type BridgeErrorCode } from '../../src-domain/bridge/bridge-errors.ts';
import { CHANNEL_PREFIX, isBridgeMethod, type BridgeMethod } from '../../src-domain/bridge/channels.ts';
import { BRIDGE_CHANNELS } from '../../src-domain/bridge/contract.ts';
import { isAppOrigin } from '../window/app-origin.ts';
import type { BridgeHandlers } from './handlers.ts';

/** The frame a call came from: Electron's `event.senderFrame`, or the page in the e2e tests. */
export type BridgeSender = { url: string; isMainFrame: boolean };

export type BridgeOutcome = { ok: true; value: unknown } | { ok: false; error: { code: BridgeErrorCode; message: string } };

export type DispatchDeps = {
  handlers: BridgeHandlers;
  /** The only origin allowed to call: APP_ORIGIN in the shell, the test server's in e2e. */
  appOrigin: string;
};

/** A handler answered outside its result schema: a bug in main, never the renderer's fault. */
export class BridgeContractViolation extends Error {
  override name = 'BridgeContractViolation';
}

const METHOD_BY_CHANNEL: ReadonlyMap<string, BridgeMethod> = new Map(
  Object.entries(BRIDGE_CHANNELS).map(([method, def]) => [def.channel, method as BridgeMethod]),
);

const refuse = (code: BridgeErrorCode, message: string): BridgeOutcome => ({ ok: false, error: { code, message } });

/**
 * VS Code's validatedIpcMain, as a function of plain values: the channel must carry
 * our prefix and be in the contract, the sender must be the app's own main frame (not an
 * iframe, not a page that navigated elsewhere), the arguments must match the contract.
 * Failures come back as a typed refusal; a result outside its schema throws.
 */
export function createIpcDispatcher(deps: DispatchDeps) {
  return async function dispatch(channel: string, sender: BridgeSender | null, args: readonly unknown[]): Promise<BridgeOutcome> {
    const method = channel.startsWith(CHANNEL_PREFIX) ? METHOD_BY_CHANNEL.get(channel) : undefined;
    if (method === undefined) return refuse('unknown_channel', `No bridge channel ${JSON.stringify(channel)}.`);
    if (sender === null || !sender.isMainFrame || !isAppOrigin(sender.url, deps.appOrigin)) {
      return refuse('bad_sender', `Channel ${channel} is only for the app's main frame.`);
    }
    const def = BRIDGE_CHANNELS[method];
    const parsedArgs = v.safeParse(def.args, args);
    if (!parsedArgs.success) return refuse('bad_args', v.summarize(parsedArgs.issues));

    // The schema has just checked the arguments, so the call through the method map is safe.
    const handler = deps.handlers[method] as (...a: readonly unknown[]) => Promise<unknown>;
    let value: unknown;
    try {
      value = await handler(...parsedArgs.output);
    } catch (error) {
      return refuse('handler_failed', error instanceof Error ? error.message : String(error));
    }

    const parsedResult = v.safeParse(def.result, value);
    if (!parsedResult.success) {
      throw new BridgeContractViolation(`${method} returned a value outside its schema: ${v.summarize(parsedResult.issues)}`);
    }
    return { ok: true, value: parsedResult.output };
  };
}

/**
 * The same checks keyed by method name, for callers without Electron: the end-to-end tests
 * expose this to the page with Playwright's `exposeFunction` in place of ipcRenderer.invoke.
 */
export function dispatchBridgeCall(
  deps: DispatchDeps,
  method: string,
  args: readonly unknown[],
  senderUrl: string,
  isMainFrame = true,
): Promise<BridgeOutcome> {
  if (!isBridgeMethod(method)) return Promise.resolve(refuse('unknown_channel', `No bridge method ${JSON.stringify(method)}.`));
  return createIpcDispatcher(deps)(BRIDGE_CHANNELS[method].channel, { url: senderUrl, isMainFrame }, args);
}

/**
 * What ipcMain.handle returns: the value, or a rejection whose message carries the code
 * (`bridgeErrorCodeOf` reads it back in the renderer), so `window.kiosk.x()` is a plain promise.
 */
export function unwrapBridgeOutcome(outcome: BridgeOutcome): unknown {
  if (outcome.ok) return outcome.value;
  throw new Error(`${bridgeErrorMessage(outcome.error.code)} ${outcome.error.message}`);
}
