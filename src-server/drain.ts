import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** RFC 6455 "Service Restart": the server is going away; the client should reconnect (elsewhere). */
export const SERVICE_RESTART_CLOSE = 1012;

/** How long a stopping process waits for its requests and sockets by default (SHUTDOWN_DRAIN_S). */
export const DEFAULT_DRAIN_MS = 20_000;
/**
 * How long it then leaves idle kept-alive connections to their client: a little over nginx's
 * keep-alive time for its upstream connections (5 s, deploy/nginx/enotary.conf), after which
 * nginx has closed every one it holds.
 */
export const DEFAULT_IDLE_MS = 6_000;

export interface Drain {
  /** False from the moment the process began to stop (readiness answers 503 from then on). */
  readonly accepting: boolean;
  /** Open connections: HTTP (kept alive by nginx) and websockets. */
  readonly connections: number;
  /**
   * Stops taking work and lets what is under way end (docs/deployment.md "Roll an update"):
   * 1. the listening socket closes: a new connection is refused, so nginx sends it to another
   *    process (proxy_next_upstream error) without it ever reaching this one;
   * 2. every websocket — a face check, a video room — is closed with 1012 "service restart": the
   *    page reconnects through nginx to another process, the face check with the same attempt,
   *    the room resuming the seat within the re-identification gap (docs/video.md);
   * 3. a request under way, or still arriving on a connection nginx keeps open, is answered as
   *    usual, with "Connection: close", so that connection ends with its answer; a websocket upgrade gets 503
   *    (nginx tries another process: deploy/nginx/enotary.conf);
   * 4. it waits until no request is under way and every websocket has closed (at most
   *    `deadlineMs`), then until the idle connections are closed by their client (at most
   *    `idleMs`): nginx closes its own within its keep-alive time, and cutting one while nginx
   *    sends a request on it would fail that request. What is left is cut by the close after.
   */
  drain(): Promise<void>;
}

/**
 * Prepares a Fastify app, before it listens, to stop gracefully (drain.ts's `drain()`): its
 * connections are counted, requests and websocket upgrades pass through a gate that closes
 * when draining begins. Nothing changes while the process serves.
 */
export function prepareDrain(
  app: FastifyInstance,
  options: { deadlineMs: number; idleMs?: number; log: { info(details: object, message: string): void } },
): Drain {
  const server = app.server;
  const open = new Set<Socket>();
  /** Requests under way, and websockets (an upgraded connection is busy until it closes). */
  let busy = 0;
  let accepting = true;
  let changed: (() => void) | null = null;
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      changed?.();
    });
  });
  // Before Fastify's own listener: a request arriving while draining is answered with its
  // connection closed after it.
  const underWay = new Set<ServerResponse>();
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (!accepting) response.shouldKeepAlive = false;
    busy += 1;
    underWay.add(response);
    response.once('close', () => {
      busy -= 1;
      underWay.delete(response);
      changed?.();
    });
  });
  const until = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const timer = setTimeout(finish, ms);
      timer.unref();
      function finish() {
        clearTimeout(timer);
        changed = null;
        resolve();
      }
      changed = () => {
        if (done()) finish();
      };
    });
  // The websocket plugin's upgrade listeners, behind a gate.
  const upgrades = server.listeners('upgrade') as ((request: IncomingMessage, socket: Socket, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (accepting) {
      busy += 1;
      socket.once('close', () => {
        busy -= 1;
        changed?.();
      });
      for (const listener of upgrades) listener.call(server, request, socket, head);
      return;
    }
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\nRetry-After: 1\r\n\r\n');
  });

  return {
    get accepting() {
      return accepting;
    },
    get connections() {
      return open.size;
    },
    async drain() {
      if (!accepting) return;
      accepting = false;
      const started = Date.now();
      // Answers not yet begun close their connection too.
      for (const response of underWay) if (!response.headersSent) response.shouldKeepAlive = false;
      // net.Server's close, not http.Server's: the latter also cuts idle kept-alive connections.
      if (server.listening) NetServer.prototype.close.call(server);
      let sockets = 0;
      for (const socket of app.websocketServer?.clients ?? []) {
        socket.close(SERVICE_RESTART_CLOSE, 'server restarting');
        sockets += 1;
      }
      options.log.info({ connections: open.size, busy, websockets: sockets }, 'draining: not accepting; websockets told to reconnect');
      await until(() => busy === 0, options.deadlineMs);
      await until(() => open.size === 0, options.idleMs ?? DEFAULT_IDLE_MS);
      options.log.info({ busy, left: open.size, ms: Date.now() - started }, 'drained');
    },
  };
}
