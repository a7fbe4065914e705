import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVENESS_SUBPROTOCOL, LIVENESS_WS_PATH } from '../../../src-domain/liveness/protocol.ts';
import { ApiError } from '../../http/api-error.ts';
import { answerBadHandshakes, websocketErrorHandler } from '../../plugins/websocket-errors.ts';
import { registerAttemptRoute } from './attempt.ts';
import { drawChallenge } from '../../liveness/challenge/draw-challenge.ts';
import type { LivenessDeps } from '../../liveness/liveness-deps.ts';
import { DEFAULT_LIVENESS_LIMITS, type LivenessLimits } from '../../liveness/liveness-limits.ts';
import { openLivenessSession } from '../../liveness/liveness-session.ts';

function offeredProtocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'];
  return (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((name) => name.trim());
}

/** Refuses the upgrade (HTTP 400 validation_failed) unless the client offers our sub-protocol. */
async function requireSubprotocol(request: FastifyRequest): Promise<void> {
  if (offeredProtocols(request).includes(LIVENESS_SUBPROTOCOL)) return;
  throw new ApiError('validation_failed', { issues: [{ path: 'sec-websocket-protocol', type: 'subprotocol', message: `expected ${LIVENESS_SUBPROTOCOL}` }] });
}

/**
 * The face-liveness service (spec §7, docs/liveness.md): POST /api/liveness/attempt and the
 * websocket GET /api/liveness/ws. Registers @fastify/websocket unless the app already has.
 * Errors go through the app's error handler (plugins/error-handler.ts).
 */
export async function registerLiveness(app: FastifyInstance, deps: LivenessDeps): Promise<void> {
  const limits: LivenessLimits = { ...DEFAULT_LIVENESS_LIMITS, ...deps.limits };
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      errorHandler: websocketErrorHandler,
      options: {
        maxPayload: limits.maxMessageBytes,
        handleProtocols: (protocols) => (protocols.has(LIVENESS_SUBPROTOCOL) ? LIVENESS_SUBPROTOCOL : false),
      },
    });
    answerBadHandshakes(app.websocketServer);
  }
  registerAttemptRoute(app, deps.nonces);

  const activeNonces = new Set<string>();
  app.get(LIVENESS_WS_PATH, { websocket: true, preValidation: requireSubprotocol }, (socket, request) => {
    // Another websocket registration may have picked a different offered protocol.
    if (socket.protocol !== LIVENESS_SUBPROTOCOL) {
      socket.close(1002, 'sub-protocol');
      return;
    }
    const session = openLivenessSession(socket, {
      analyzer: deps.analyzer,
      nonces: deps.nonces,
      signer: deps.signer,
      references: deps.references,
      limits,
      drawChallenge: () => drawChallenge(),
      drawLightSeed: () => randomBytes(16).toString('base64url'),
      activeNonces,
      log: request.log,
    });
    socket.on('message', (data, isBinary) => session.onMessage(data, isBinary));
    // Errors on the socket are logged by the websocket plugin's handler (plugins/websocket-errors.ts).
    socket.on('close', () => session.onClose());
  });
}
