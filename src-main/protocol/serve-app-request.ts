import { readFile } from 'node:fs/promises';
import { resolveAppProtocolPath } from './app-protocol-path.ts';
import { mimeTypeOf } from './mime-types.ts';

export type ServeOptions = {
  rendererDir: string;
  /** Sent on every response (docs/architecture.md: strict CSP on the app). */
  contentSecurityPolicy: string;
  /** When set, the terminal is misconfigured: every request gets this page instead. */
  diagnosticHtml: string | null;
};

/**
 * The body of `protocol.handle('app', …)`, kept free of Electron so it is tested in Node.
 * Errors answer with a bare status: the renderer is our own build, a miss is a bug to see.
 */
export async function serveAppRequest(request: { url: string; method: string }, options: ServeOptions): Promise<Response> {
  const headers = {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } });
  }
  if (options.diagnosticHtml !== null) {
    return new Response(options.diagnosticHtml, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const resolved = resolveAppProtocolPath(request.url, options.rendererDir);
  if (resolved.kind === 'refused') return new Response(null, { status: resolved.status, headers });

  let body: Buffer;
  try {
    body = await readFile(resolved.filePath);
  } catch {
    return new Response(null, { status: 404, headers });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': mimeTypeOf(resolved.filePath),
      // Files come from the local disk, so caching saves nothing and could outlive an update.
      'Cache-Control': 'no-cache',
    },
  });
}
