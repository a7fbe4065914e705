import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

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

/**
 * No field of the API holds a NUL character, and PostgreSQL text cannot hold one at all: a
 * lookup or insert with it fails there (SQLite would store it). So text with NUL in the path,
 * the query or a JSON body is refused at the door as 400 `validation_failed`, after the access
 * check and before any route reads it, on both databases alike.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  // Callback style: a request without text anywhere (most GETs) passes without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const part = partWithNul({ params: request.params, query: request.query, body: request.body });
    done(part ? new ApiError('validation_failed', { issues: [{ path: part, type: 'nul', message: 'error_invalid_value' }] }) : undefined);
  });
}
