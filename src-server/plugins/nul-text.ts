import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { ApiError } from '../http/api-error.ts';
import { withRouteHook } from '../http/route-hooks.ts';

/** The part of a request holding a string with a NUL character, or null. Iterative: a body may nest deeper than the stack. */
function partWithNul(parts: Readonly<Record<string, unknown>>): string | null {
  for (const [part, value] of Object.entries(parts)) {
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (next.includes('\u0000')) return part;
      } else if (Array.isArray(next)) {
        // Item by item: spreading a long array into push() overflows the call stack.
        for (const item of next) pending.push(item);
      } else if (typeof next === 'object' && next !== null) {
        for (const [key, item] of Object.entries(next)) {
          if (key.includes('\u0000')) return part;
          pending.push(item);
        }
      }
    }
  }
  return null;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const _key in value) return false;
  return true;
}

const guard: preValidationHookHandler = (request, _reply, done) => {
  // Most reads carry no text at all (the health check, a dictionary): nothing to look through.
  if (isEmpty(request.body) && isEmpty(request.params) && isEmpty(request.query)) return done();
  const part = partWithNul({ params: request.params, query: request.query, body: request.body });
  done(part ? new ApiError('validation_failed', { issues: [{ path: part, type: 'nul', message: 'error_invalid_value' }] }) : undefined);
};

/**
 * No field of the API holds a NUL character, and PostgreSQL text cannot hold one at all: a
 * lookup or insert with it fails there (SQLite would store it). So text with NUL in the path,
 * the query or a JSON body is refused at the door as 400 `validation_failed`, after the access
 * check and before any route reads it, on both databases alike. A hook of each API route only:
 * static files and the 404 handler read no database (docs/decisions/0038-per-request-cost.md).
 * Register before the routes.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    route.preValidation = withRouteHook(route.preValidation, guard);
  });
}
