import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { DICTIONARIES_PATH, DICTIONARY_PATH, DictionaryParamsSchema, type DictionaryListResponse } from '../../src-domain/http/routes/dictionaries.ts';
import { sendCachedAnswer, type AnswerCache } from '../http/answer-cache.ts';
import { notFound } from '../http/api-error.ts';
import { versionEtag } from '../http/etag.ts';
import { countedInBatches } from '../plugins/rate-limit-store.ts';
import { countDictionaryItems } from '../repositories/dictionary-item-counts.ts';
import { loadDictionaryItems } from '../repositories/dictionary-items.ts';
import { findDictionaryVersion, listDictionaryVersions } from '../repositories/dictionary-versions.ts';
import type { RouteDeps } from './route-deps.ts';

/**
 * Per client and minute on each dictionary route (docs/security.md). Generous: a kiosk refreshes
 * every dictionary by version, several terminals of a hall may share one address, and an
 * unchanged dictionary costs a 304.
 */
export const DICTIONARY_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 };

/**
 * Dictionaries with their versions and item counts. A client (the kiosk's offline cache, the portal) sends back
 * the ETag it holds; an unchanged dictionary costs a 304 with no body.
 */
export function dictionaryRoutes(deps: RouteDeps & { rateLimit: { max: number; timeWindowMs: number }; answers: AnswerCache }): FastifyPluginAsync {
  // Counted in batches: public reads (docs/decisions/0052-public-reads-and-health-cost.md).
  const rateLimit = countedInBatches({ max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs });
  return async (app) => {
    // The list (versions and counts over every item) is read once per answer lifetime; an update
    // through this process clears it at once (docs/decisions/0039-public-answer-cache.md).
    app.get(DICTIONARIES_PATH, { config: { access: 'public', rateLimit } }, async (request, reply) => {
      const answer = await deps.answers.get('dictionaries', async (): Promise<DictionaryListResponse> => {
        const [versions, counts] = await Promise.all([listDictionaryVersions(deps.db), countDictionaryItems(deps.db)]);
        return { items: versions.map((version) => ({ ...version, itemCount: counts[version.name] })) };
      });
      return sendCachedAnswer(request, reply, answer);
    });

    app.get(DICTIONARY_PATH, { config: { access: 'public', rateLimit } }, async (request, reply) => {
      // An unknown dictionary is a missing resource (404), not a malformed request (400).
      const parsed = v.safeParse(DictionaryParamsSchema, request.params);
      if (!parsed.success) throw notFound(request.url);
      const { name } = parsed.output;
      // The version is kept with the items for the public answers' lifetime, like the list: a new
      // version shows within it, at once after a write through this process
      // (docs/decisions/0052-public-reads-and-health-cost.md, Dictionaries). Its tag stays the version.
      const answer = await deps.answers.get(
        `dictionary|${name}`,
        async () => {
          const version = await findDictionaryVersion(deps.db, name);
          if (!version) throw notFound(request.url);
          return { ...version, items: await loadDictionaryItems(deps.db, name) };
        },
        (value) => versionEtag(value.version),
      );
      return sendCachedAnswer(request, reply, answer);
    });
  };
}
