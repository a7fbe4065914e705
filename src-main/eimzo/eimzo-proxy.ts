import * as v from 'valibot';
import type { TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { type EimzoRequest, type EimzoResponse, EimzoResponseSchema } from '../../src-domain/signatures/eimzo-protocol.ts';

/**
 * The kiosk's way to the E-IMZO agent on the terminal (docs/signatures.md "Kiosk"): the
 * renderer never opens a socket to it (the kiosk CSP allows only the API); main opens one per
 * call to the configured local address, as the agent expects, sends the one request (the
 * bridge has already checked it is a call the portal makes) and hands back the one answer.
 */
export interface EimzoProxy {
  status(): { enabled: boolean };
  call(request: EimzoRequest): Promise<EimzoResponse>;
}

export interface EimzoProxyOptions {
  /** A WebSocket constructor (Node's global one; tests may pass another). */
  readonly WebSocket?: typeof WebSocket;
  readonly connectTimeoutMs?: number;
  /** The answer may wait for the citizen's PIN on the card reader. */
  readonly answerTimeoutMs?: number;
}

export function createEimzoProxy(agent: TerminalConfig['eimzoAgent'], options: EimzoProxyOptions = {}): EimzoProxy {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const answerTimeoutMs = options.answerTimeoutMs ?? 300_000;
  return {
    status: () => ({ enabled: agent.enabled }),
    call(request) {
      if (!agent.enabled) return Promise.reject(new Error('the terminal has no E-IMZO agent'));
      return new Promise((resolve, reject) => {
        const socket = new Socket(agent.url);
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.close();
          outcome();
        };
        let timer = setTimeout(() => finish(() => reject(new Error('the E-IMZO agent did not connect'))), connectTimeoutMs);
        socket.addEventListener('open', () => {
          clearTimeout(timer);
          timer = setTimeout(() => finish(() => reject(new Error('the E-IMZO agent did not answer'))), answerTimeoutMs);
          socket.send(JSON.stringify(request));
        });
        socket.addEventListener('message', (event) => {
          finish(() => {
            const parsed = v.safeParse(
              EimzoResponseSchema,
              (() => {
                try {
                  return JSON.parse(String(event.data)) as unknown;
                } catch {
                  return null;
                }
              })(),
            );
            if (parsed.success) resolve(parsed.output);
            else reject(new Error('the E-IMZO agent answered something unreadable'));
          });
        });
        socket.addEventListener('error', () => finish(() => reject(new Error('the E-IMZO agent is not reachable'))));
        socket.addEventListener('close', () => finish(() => reject(new Error('the E-IMZO agent closed without answering'))));
      });
    },
  };
}
