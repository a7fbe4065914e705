import type { FastifyRequest } from 'fastify';
import { type Locale, pickLocale } from '../../src-domain/i18n/locale.ts';

/** The locale of a request's answer: its `Accept-Language` (spec §7), `oz` by default. */
export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}
