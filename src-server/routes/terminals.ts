import { createPublicKey, verify } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ChannelParamsSchema,
  HEARTBEAT_MAX_SKEW_MS,
  HEARTBEAT_SIGNATURE_HEADER,
  HEARTBEAT_TIMESTAMP_HEADER,
  HEARTBEAT_TIMESTAMP_PATTERN,
  HeartbeatBodySchema,
  heartbeatSigningInput,
  RegisterKeyBodySchema,
  SetRolloutBodySchema,
  TERMINAL_HEARTBEAT_PATH,
  TERMINAL_KEY_PATH,
  TERMINAL_PATH,
  TerminalParamsSchema,
  TERMINALS_PATH,
  UPDATE_CHANNEL_PATH,
  UPDATE_CHANNELS_PATH,
  type HeartbeatResponse,
  type TerminalLookup,
} from '../../src-domain/http/routes/terminals.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import {
  findTerminal,
  listTerminals,
  listUpdateChannels,
  recordHeartbeat,
  registerTerminalKey,
  rolloutPercentOf,
  setRolloutPercent,
} from '../repositories/kiosk-terminals.ts';

export type TerminalRouteDeps = { db: Db; now: () => Date };

/** A heartbeat's check: whose it is, and whether it is theirs (signed, fresh, not a replay). */
type HeartbeatCheck = { verdict: 'not_registered' | 'signature_invalid' } | { verdict: 'signed'; terminalId: string };

/**
 * Heartbeats per bucket and minute. A terminal beats once a minute; more from it is a fault. A
 * post that is not a terminal's own (unsigned, forged, stale, replayed) counts against the
 * sender's address, never against the terminal it names, so nobody can spend a terminal's
 * budget and silence its heartbeats; the address bucket is larger because a justice hall's
 * terminals may share one address (docs/security.md, findings of the security review).
 */
export const HEARTBEAT_LIMITS = { perTerminal: 12, perUnsignedSender: 60, timeWindowMs: 60_000 } as const;
const SIGNED_BUCKET = 'terminal:';
const STAFF_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

function signatureValid(publicKeyBase64: string, input: string, signatureBase64: string): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
    return verify(null, Buffer.from(input), key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Checks a heartbeat once per request: the rate limit's bucket (plugins/rate-limit.ts, run as a
 * preHandler once the body is parsed) and the handler both ask, and get the same answer.
 */
function heartbeatChecker(deps: TerminalRouteDeps): (request: FastifyRequest) => Promise<HeartbeatCheck> {
  const checks = new WeakMap<FastifyRequest, Promise<HeartbeatCheck>>();
  const check = async (request: FastifyRequest): Promise<HeartbeatCheck> => {
    const params = v.safeParse(TerminalParamsSchema, request.params);
    if (!params.success) return { verdict: 'signature_invalid' };
    const { terminalId } = params.output;
    const terminal = await findTerminal(deps.db, terminalId);
    if (!terminal) return { verdict: 'not_registered' };
    const signedAt = header(request, HEARTBEAT_TIMESTAMP_HEADER);
    const fresh = HEARTBEAT_TIMESTAMP_PATTERN.test(signedAt) && Math.abs(deps.now().getTime() - Date.parse(signedAt)) <= HEARTBEAT_MAX_SKEW_MS;
    // Timestamps compare as text (HEARTBEAT_TIMESTAMP_PATTERN): an older or equal one is a replay.
    const newer = terminal.lastSignedAt === null || signedAt > terminal.lastSignedAt;
    const input = heartbeatSigningInput(terminalId, signedAt, JSON.stringify(request.body));
    if (!fresh || !newer || !signatureValid(terminal.publicKey, input, header(request, HEARTBEAT_SIGNATURE_HEADER))) return { verdict: 'signature_invalid' };
    return { verdict: 'signed', terminalId };
  };
  return (request) => {
    let found = checks.get(request);
    if (!found) {
      found = check(request);
      checks.set(request, found);
    }
    return found;
  };
}

/** The heartbeat's limit, keyed by the terminal only for its own signed beats (HEARTBEAT_LIMITS). */
function heartbeatRateLimit(check: (request: FastifyRequest) => Promise<HeartbeatCheck>) {
  return {
    hook: 'preHandler' as const,
    timeWindow: HEARTBEAT_LIMITS.timeWindowMs,
    keyGenerator: async (request: FastifyRequest) => {
      const result = await check(request);
      return result.verdict === 'signed' ? `${SIGNED_BUCKET}${result.terminalId}` : `sender:${request.ip}`;
    },
    max: (_request: FastifyRequest, key: string) => (key.startsWith(SIGNED_BUCKET) ? HEARTBEAT_LIMITS.perTerminal : HEARTBEAT_LIMITS.perUnsignedSender),
  };
}

/**
 * The kiosk fleet (src-domain/http/routes/terminals.ts). The server decides every role: a
 * technician registers a terminal's key and reads its record; operations read the fleet and set
 * rollouts; a terminal proves itself with its key, never with a user's session.
 */
export function terminalRoutes(deps: TerminalRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(TERMINAL_PATH, { config: { access: { role: 'technician' }, rateLimit: STAFF_RATE_LIMIT } }, async (request): Promise<TerminalLookup> => {
      const { terminalId } = parseInput(TerminalParamsSchema, request.params, 'params');
      const found = await findTerminal(deps.db, terminalId);
      if (!found) return { terminalId, record: null };
      const { publicKey: _key, lastSignedAt: _signed, ...record } = found;
      return { terminalId, record };
    });

    app.put(TERMINAL_KEY_PATH, { config: { access: { role: 'technician' }, rateLimit: STAFF_RATE_LIMIT } }, async (request): Promise<TerminalLookup> => {
      const { terminalId } = parseInput(TerminalParamsSchema, request.params, 'params');
      const body = parseInput(RegisterKeyBodySchema, request.body, 'body');
      if (!isEd25519Key(body.publicKey)) {
        throw new ApiError('validation_failed', { issues: [{ path: 'publicKey', type: 'key', message: 'error_invalid_value' }] });
      }
      await registerTerminalKey(deps.db, { terminalId, publicKey: body.publicKey, channel: body.channel, userId: request.user!.id, now: deps.now() });
      const found = await findTerminal(deps.db, terminalId);
      const { publicKey: _key, lastSignedAt: _signed, ...record } = found!;
      return { terminalId, record };
    });

    const checkHeartbeat = heartbeatChecker(deps);
    app.post(
      TERMINAL_HEARTBEAT_PATH,
      { config: { access: 'public', rateLimit: heartbeatRateLimit(checkHeartbeat) } },
      async (request): Promise<HeartbeatResponse> => {
        const { terminalId } = parseInput(TerminalParamsSchema, request.params, 'params');
        const body = parseInput(HeartbeatBodySchema, request.body, 'body');
        const checked = await checkHeartbeat(request);
        if (checked.verdict === 'not_registered') throw new ApiError('terminal_not_registered');
        if (checked.verdict !== 'signed') throw new ApiError('terminal_signature_invalid');
        const signedAt = header(request, HEARTBEAT_TIMESTAMP_HEADER);
        if (!(await recordHeartbeat(deps.db, { terminalId, signedAt, body, now: deps.now() }))) throw new ApiError('terminal_signature_invalid');
        return { rolloutPercent: await rolloutPercentOf(deps.db, body.channel) };
      },
    );

    app.get(TERMINALS_PATH, { config: { access: { role: 'operations' }, rateLimit: STAFF_RATE_LIMIT } }, async () => ({ items: await listTerminals(deps.db) }));

    // Public: a terminal reads its channel's rollout before downloading; the numbers are not secret.
    app.get(UPDATE_CHANNELS_PATH, { config: { access: 'public', rateLimit: STAFF_RATE_LIMIT } }, async () => ({ items: await listUpdateChannels(deps.db) }));

    app.put(UPDATE_CHANNEL_PATH, { config: { access: { role: 'operations' }, rateLimit: STAFF_RATE_LIMIT } }, async (request) => {
      const { channel } = parseInput(ChannelParamsSchema, request.params, 'params');
      const { rolloutPercent } = parseInput(SetRolloutBodySchema, request.body, 'body');
      await setRolloutPercent(deps.db, { channel, rolloutPercent, userId: request.user!.id, now: deps.now() });
      return { items: await listUpdateChannels(deps.db) };
    });
  };
}

function isEd25519Key(publicKeyBase64: string): boolean {
  try {
    return createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}
