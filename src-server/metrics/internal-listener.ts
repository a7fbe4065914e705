import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics.ts';

export interface InternalListener {
  url: string;
  close(): Promise<void>;
}

/**
 * The process's internal listener (docs/deployment.md "Metrics"; decision 0057): `GET /metrics`
 * (Prometheus), `GET /livez` (the event loop answers) and `GET /readyz` (200 only while the
 * process takes new work). Its own port (METRICS_PORT) on a private address (METRICS_HOST,
 * 127.0.0.1 by default), never proxied by nginx: none of it is for the public, and none of it
 * says anything about a person. A plain HTTP server, outside the app: no session, rate limit or
 * log line per scrape.
 */
export async function startInternalListener(options: { port: number; host: string; ready: () => Promise<boolean> }): Promise<InternalListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'method not allowed\n');
    if (path === '/livez') return send(200, 'text/plain; charset=utf-8', 'ok\n');
    if (path === '/readyz') {
      options.ready().then(
        (ready) => send(ready ? 200 : 503, 'text/plain; charset=utf-8', ready ? 'ready\n' : 'not ready\n'),
        () => send(503, 'text/plain; charset=utf-8', 'not ready\n'),
      );
      return;
    }
    if (path === '/metrics') {
      metricsRegistry.metrics().then(
        (text) => send(200, metricsRegistry.contentType, text),
        () => send(500, 'text/plain; charset=utf-8', 'metrics failed\n'),
      );
      return;
    }
    send(404, 'text/plain; charset=utf-8', 'not found\n');
  });
  // A scrape is one short request: nothing may hold the listener open.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
