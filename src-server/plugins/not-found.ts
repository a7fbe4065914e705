import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error.ts';

export interface NotFoundOptions {
  /** Serve the portal's index.html for client routes (only when a web build exists). */
  spa: boolean;
  rateLimit: { max: number; timeWindowMs: number };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown `/api/*` paths get a JSON 404; a page load of any other path gets the portal's
 * index.html, whose router draws the client route or its own 404 page (spec §2). Rate-limited,
 * as in fastify/demo, so probing for paths is slow.
 */
export function registerNotFound(app: FastifyInstance, options: NotFoundOptions): void {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ groupId: 'not-found', max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs }) },
    (request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && acceptsHtml(request);
      if (!page || !options.spa) throw notFound(request.url);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
}
