import * as v from 'valibot';
import {
  HEARTBEAT_SIGNATURE_HEADER,
  HEARTBEAT_TIMESTAMP_HEADER,
  HeartbeatResponseSchema,
  heartbeatSigningInput,
  terminalHeartbeatPath,
  type HeartbeatBody,
  type HeartbeatResponse,
} from '../../src-domain/http/routes/terminals.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';
import type { TerminalKey } from './terminal-key.ts';

/** A terminal reports once a minute: the operations page shows a silent one within minutes. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

export type HeartbeatDeps = {
  terminalId: string;
  apiBaseUrl: string;
  key: () => Promise<TerminalKey>;
  /** The state to report, read fresh for every beat. */
  state: () => Promise<HeartbeatBody>;
  fetch: (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<Response>;
  now?: () => Date;
};

export type HeartbeatOutcome = { ok: true; response: HeartbeatResponse } | { ok: false; status: number | null; error: string };

/**
 * One signed heartbeat (src-domain/http/routes/terminals.ts): the body as JSON, signed with the
 * terminal's Ed25519 key over its id, the time and the body. No user session is involved.
 */
export async function sendHeartbeat(deps: HeartbeatDeps): Promise<HeartbeatOutcome> {
  try {
    const body = JSON.stringify(await deps.state());
    const signedAt = (deps.now ?? (() => new Date()))().toISOString();
    const key = await deps.key();
    const response = await deps.fetch(`${new URL(deps.apiBaseUrl).origin}${terminalHeartbeatPath(deps.terminalId)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [HEARTBEAT_TIMESTAMP_HEADER]: signedAt,
        [HEARTBEAT_SIGNATURE_HEADER]: key.sign(heartbeatSigningInput(deps.terminalId, signedAt, body)),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { ok: false, status: response.status, error: await response.text() };
    return { ok: true, response: v.parse(HeartbeatResponseSchema, await response.json()) };
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
export type { FetchLike };
