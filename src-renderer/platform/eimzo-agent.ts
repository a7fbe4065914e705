import * as v from 'valibot';
import { type EimzoRequest, type EimzoResponse, EimzoResponseSchema } from '../../src-domain/signatures/eimzo-protocol.ts';
import { kioskBridge } from './kiosk.ts';

/**
 * How the page reaches the E-IMZO agent (docs/signatures.md "The agent"): in a browser, a
 * websocket to the agent on the user's own computer, one per call as the agent expects; in the
 * kiosk, through the shell, which proxies to the agent on the terminal (an ID-card reader) when
 * the terminal's config enables it. A kiosk without one cannot sign.
 */
export interface AgentTransport {
  call(request: EimzoRequest, timeoutMs: number): Promise<EimzoResponse>;
}

/** Nothing answers at the agent's address: not installed, not running, or its certificate not trusted. */
export class AgentUnavailableError extends Error {
  constructor(detail: string) {
    super(`E-IMZO agent unavailable: ${detail}`);
    this.name = 'AgentUnavailableError';
  }
}

export type AgentAccess = { readonly kind: 'agent'; readonly transport: AgentTransport } | { readonly kind: 'kiosk-without-agent' };

/** The agent must accept the connection quickly; the answer may wait for the user's password. */
const CONNECT_TIMEOUT_MS = 5_000;

export function webSocketTransport(agentUrl: string): AgentTransport {
  return {
    call(request, timeoutMs) {
      return new Promise((resolve, reject) => {
        let socket: WebSocket;
        try {
          socket = new WebSocket(agentUrl);
        } catch (error) {
          reject(new AgentUnavailableError(String(error)));
          return;
        }
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(connectTimer);
          clearTimeout(answerTimer);
          socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
          if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
          outcome();
        };
        const connectTimer = setTimeout(() => finish(() => reject(new AgentUnavailableError('no connection'))), CONNECT_TIMEOUT_MS);
        let answerTimer: ReturnType<typeof setTimeout> | undefined;
        socket.onopen = () => {
          clearTimeout(connectTimer);
          answerTimer = setTimeout(() => finish(() => reject(new AgentUnavailableError('no answer'))), timeoutMs);
          socket.send(JSON.stringify(request));
        };
        socket.onmessage = (event: MessageEvent) => {
          finish(() => {
            try {
              resolve(v.parse(EimzoResponseSchema, JSON.parse(String(event.data))));
            } catch {
              reject(new AgentUnavailableError('unreadable answer'));
            }
          });
        };
        socket.onerror = () => finish(() => reject(new AgentUnavailableError('connection failed')));
        socket.onclose = () => finish(() => reject(new AgentUnavailableError('closed without an answer')));
      });
    },
  };
}

function bridgeTransport(call: (request: EimzoRequest) => Promise<EimzoResponse>): AgentTransport {
  return {
    async call(request) {
      try {
        return await call(request);
      } catch (error) {
        // Main refuses with a bridge error when the terminal's agent does not answer.
        throw new AgentUnavailableError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** The agent for this page: the browser's websocket, or the terminal's agent through the shell. */
export async function agentAccess(agentUrl: string): Promise<AgentAccess> {
  const bridge = kioskBridge();
  if (!bridge) return { kind: 'agent', transport: webSocketTransport(agentUrl) };
  const status = await bridge.eimzoStatus();
  return status.enabled ? { kind: 'agent', transport: bridgeTransport((request) => bridge.eimzoCall(request)) } : { kind: 'kiosk-without-agent' };
}
