import { afterEach, describe, expect, it } from 'vitest';
import type { EimzoRequest } from '../../src-domain/signatures/eimzo-protocol.ts';
import type { KioskBridge } from '../../src-domain/bridge/contract.ts';
import { agentAccess, AgentUnavailableError } from './eimzo-agent.ts';

/** The kiosk shell's two E-IMZO channels (src-domain/bridge/contract.ts), as main answers them. */
function shell(enabled: boolean, call: (request: EimzoRequest) => Promise<unknown>): KioskBridge {
  return { eimzoStatus: async () => ({ enabled }), eimzoCall: call } as unknown as KioskBridge;
}

afterEach(() => {
  delete window.kiosk;
});

describe('the way to the E-IMZO agent (docs/signatures.md "The agent", "Kiosk")', () => {
  it('in a browser: the agent on the user’s computer, over a websocket', async () => {
    expect((await agentAccess('ws://127.0.0.1:1/service/cryptapi')).kind).toBe('agent');
  });

  it('in a kiosk whose terminal has no agent: none, so the panel explains a personal computer is needed', async () => {
    window.kiosk = shell(false, () => Promise.reject(new Error('not enabled')));
    expect(await agentAccess('ws://127.0.0.1:1/service/cryptapi')).toEqual({ kind: 'kiosk-without-agent' });
  });

  it('in a kiosk whose terminal enables one: the calls go through the shell', async () => {
    const seen: EimzoRequest[] = [];
    window.kiosk = shell(true, async (request) => {
      seen.push(request);
      return { success: true, major: '4', minor: '64' };
    });
    const access = await agentAccess('ws://127.0.0.1:1/service/cryptapi');
    if (access.kind !== 'agent') throw new Error('expected an agent');
    expect(await access.transport.call({ name: 'version' }, 1000)).toEqual({ success: true, major: '4', minor: '64' });
    expect(seen).toEqual([{ name: 'version' }]);
  });

  it('a terminal agent that does not answer is "unavailable", as in a browser', async () => {
    window.kiosk = shell(true, () => Promise.reject(new Error('eimzo agent unreachable')));
    const access = await agentAccess('ws://127.0.0.1:1/service/cryptapi');
    if (access.kind !== 'agent') throw new Error('expected an agent');
    await expect(access.transport.call({ name: 'version' }, 1000)).rejects.toBeInstanceOf(AgentUnavailableError);
  });
});
