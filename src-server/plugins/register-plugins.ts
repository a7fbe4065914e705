import websocketPlugin from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVENESS_SUBPROTOCOL } from '../../src-domain/liveness/protocol.ts';
import { MAX_SIGNAL_FRAME_BYTES } from '../../src-domain/video/room-limits.ts';
import { ROOM_SUBPROTOCOL } from '../../src-domain/video/room-protocol.ts';
import { type AnswerCache, clearOnWrites } from '../http/answer-cache.ts';
import { DEFAULT_LIVENESS_LIMITS, type LivenessLimits } from '../liveness/liveness-limits.ts';
import { tokenRotation } from '../sessions/rotate-on-success.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { Db } from '../db/database.ts';
import { registerRouteAccess } from '../sessions/route-access.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerHeaderSizeLimit } from './header-size-limit.ts';
import { DEFAULT_KIOSK_ORIGINS, registerKioskCors } from './kiosk-cors.ts';
import { type MapTiles, tileHostsFor } from './map-tiles.ts';
import { registerNulTextGuard } from './nul-text.ts';
import { registerRateLimit } from './rate-limit.ts';
import { DEFAULT_TILE_HOSTS, registerSecurityHeaders } from './security-headers.ts';
import { registerBuildIdHeader } from './web-build-id.ts';
import { answerBadHandshakes, websocketErrorHandler } from './websocket-errors.ts';

/** What the plugins read of the application context (src-server/context/app-context.ts). */
export interface PluginParts {
  readonly options: {
    readonly tileHosts?: readonly string[] | undefined;
    readonly mapTiles?: MapTiles | undefined;
    readonly kioskOrigins?: readonly string[] | undefined;
  };
  readonly db: Db;
  readonly clock: () => number;
  readonly sessions: SessionService;
  readonly liveness: { readonly limits?: Partial<LivenessLimits> | undefined };
  readonly answers: AnswerCache;
  readonly buildId: () => string | null;
  readonly publicOrigin: string;
  readonly signatures: { readonly agent: { readonly agentUrl: string } };
}

/** The agent's origin for the CSP connect-src: `wss://127.0.0.1:64443`. */
function agentOrigin(agentUrl: string): string {
  const url = new URL(agentUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * One websocket server for the face check and the video rooms: each socket gets the
 * sub-protocol it offered of the two (their routes refuse any other), and frames up to the
 * larger of the two limits (each route checks its own).
 */
async function registerWebsockets(app: FastifyInstance, ctx: PluginParts): Promise<void> {
  const maxPayload = Math.max({ ...DEFAULT_LIVENESS_LIMITS, ...ctx.liveness.limits }.maxMessageBytes, MAX_SIGNAL_FRAME_BYTES);
  await app.register(websocketPlugin, {
    errorHandler: websocketErrorHandler,
    options: {
      maxPayload,
      handleProtocols: (protocols) => (protocols.has(LIVENESS_SUBPROTOCOL) ? LIVENESS_SUBPROTOCOL : protocols.has(ROOM_SUBPROTOCOL) ? ROOM_SUBPROTOCOL : false),
    },
  });
  answerBadHandshakes(app.websocketServer);
}

/**
 * What every route goes through, in order: errors, JSON only, security headers and CORS, the
 * build id, the header size limit, the access check, the NUL guard, the public answer cache's
 * clearing, the rate limits and the websocket server. They come before the routes, whose
 * declarations they read (`onRoute`).
 */
export async function registerPlugins(app: FastifyInstance, ctx: PluginParts): Promise<void> {
  const { options } = ctx;
  registerErrorHandler(app);
  // The API speaks JSON only. Fastify also parses text/plain by default, which would hand a
  // string to a body schema; without the parser such a body is a clear 400 invalid_json.
  app.removeContentTypeParser('text/plain');
  // Security headers and CORS before the access check: its 403 must carry both (the kiosk
  // reads it cross-origin, spec §4 Token expiry).
  registerSecurityHeaders(app, {
    tileHosts: options.tileHosts ?? (options.mapTiles ? tileHostsFor(options.mapTiles.url) : DEFAULT_TILE_HOSTS),
    connectSources: [agentOrigin(ctx.signatures.agent.agentUrl)],
    publicOrigin: ctx.publicOrigin,
  });
  registerKioskCors(app, { origins: options.kioskOrigins ?? DEFAULT_KIOSK_ORIGINS });
  registerBuildIdHeader(app, ctx.buildId);
  registerHeaderSizeLimit(app);
  registerRouteAccess(app, ctx.sessions, tokenRotation(ctx.sessions));
  registerNulTextGuard(app);
  clearOnWrites(app, ctx.answers);
  await registerRateLimit(app, { db: ctx.db, now: ctx.clock });
  await registerWebsockets(app, ctx);
}
