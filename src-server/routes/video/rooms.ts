import websocketPlugin from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACT_VIDEO_ATTEMPT_PATH, ACT_VIDEO_PATH, VideoParamsSchema } from '../../../src-domain/http/routes/video-room.ts';
import { ROOM_SUBPROTOCOL, ROOM_WS_PATH } from '../../../src-domain/video/room-protocol.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { signedIn } from '../request-user.ts';
import { openRoomConnection } from '../../video/room-connection.ts';
import { roomAttempt, roomView } from '../../video/room-view.ts';
import type { VideoRooms } from '../../video/video-rooms.ts';

function offers(request: FastifyRequest, protocol: string): boolean {
  const header = request.headers['sec-websocket-protocol'];
  return (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').some((name) => name.trim() === protocol);
}

/** A kiosk serves many people from one address: limit per account. */
function perUser(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/**
 * The video rooms' routes (docs/video.md): the room as the viewer sees it, the face-check
 * attempt of a join, and the signalling websocket. The websocket is public at the HTTP level:
 * its first frame carries the session token (never the URL), and the connection decides.
 */
export function videoRoomRoutes(rooms: VideoRooms): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    if (!app.hasDecorator('websocketServer')) await app.register(websocketPlugin);

    app.get(ACT_VIDEO_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(VideoParamsSchema, request.params, 'params');
      return roomView(rooms, await loadActForUser(rooms.db, uuid, signedIn(request).user));
    });

    const attemptLimit = { max: rooms.config.attemptsPerMinute, timeWindow: 60_000, keyGenerator: perUser };
    app.post(ACT_VIDEO_ATTEMPT_PATH, { config: { access: 'user', rateLimit: attemptLimit } }, async (request) => {
      const { uuid } = parseInput(VideoParamsSchema, request.params, 'params');
      return roomAttempt(rooms, await loadActForUser(rooms.db, uuid, signedIn(request).user));
    });

    const upgradeLimit = { max: rooms.config.joinsPerMinute * 4, timeWindow: 60_000 };
    app.get(
      ROOM_WS_PATH,
      {
        websocket: true,
        config: { access: 'public', rateLimit: upgradeLimit },
        preValidation: async (request) => {
          if (!offers(request, ROOM_SUBPROTOCOL))
            throw new ApiError('validation_failed', {
              issues: [{ path: 'sec-websocket-protocol', type: 'subprotocol', message: `expected ${ROOM_SUBPROTOCOL}` }],
            });
        },
      },
      (socket) => {
        if (socket.protocol !== ROOM_SUBPROTOCOL) {
          socket.close(1002, 'sub-protocol');
          return;
        }
        const connection = openRoomConnection(socket, rooms);
        socket.on('message', (data, isBinary) => connection.onMessage(data as Buffer, isBinary));
        socket.on('pong', () => connection.onPong());
        // Errors on the socket are logged by the websocket plugin's handler (plugins/websocket-errors.ts).
        socket.on('close', () => connection.onClose());
      },
    );
  };
}
