import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TOKEN_HEADER } from '../../../src-domain/http/error-codes.ts';
import { isLocale } from '../../../src-domain/i18n/locale.ts';
import { type ActorKey, endedToken, freshToken, unknownToken } from './actors.ts';
import { type BadRequest, badRequest, type TokenKind } from './bad-requests.ts';
import { contractKeys } from './contract-keys.ts';
import { answerProblem } from './error-shape.ts';
import type { ProbeApp } from './probe-app.ts';
import { fixtureValues } from './route-fixtures.ts';

export interface FuzzFigures {
  routes: number;
  requests: number;
  /** Answers ≥ 500. */
  serverErrors: number;
  /** Answers 400–499, every one checked for the localized `{code, message}` shape. */
  rejections: number;
  /** Each answer that broke a rule (answerProblem), with its request, at most 20. */
  problems: string[];
  /** How often each kind of problem came up (the problem's text up to its first colon). */
  problemKinds: Record<string, number>;
}

/** A request the app has not answered after this long is a fault too (a hung handler). */
const ANSWER_WITHIN_MS = 15_000;

const SIGNED_IN: Record<Exclude<TokenKind, 'none' | 'unknown' | 'ended'>, ActorKey> = { citizen: 'aziz', notary: 'gulnora', admin: 'rustam' };

/**
 * The live tokens of the signed-in kinds: each answer's rotated token replaces the one sent, and
 * a session a request ended (logout, declined terms) is opened again before the next use.
 */
function tokenPool(probe: ProbeApp) {
  const live = new Map<TokenKind, string>();
  const unknown = unknownToken();
  let ended: string | undefined;
  return {
    async header(token: BadRequest['token']): Promise<string | undefined> {
      if (typeof token === 'object') return token.raw;
      if (token === 'none') return undefined;
      if (token === 'unknown') return `Bearer ${unknown}`;
      if (token === 'ended') return `Bearer ${(ended ??= await endedToken(probe.t, 'malika'))}`;
      let value = live.get(token);
      if (!value) {
        value = await freshToken(probe.t, SIGNED_IN[token]);
        live.set(token, value);
      }
      return `Bearer ${value}`;
    },
    observe(token: BadRequest['token'], response: LightMyRequestResponse): void {
      if (typeof token === 'object' || !live.has(token)) return;
      const rotated = response.headers[TOKEN_HEADER];
      if (typeof rotated === 'string' && rotated !== '') live.set(token, rotated);
      else if (response.statusCode === 403 && response.body.includes('access_denied')) live.delete(token);
    },
  };
}

function describeRequest(request: BadRequest): string {
  const payload = request.payload === undefined ? '' : ` body ${String(request.payload).slice(0, 160)}`;
  return `${request.method} ${request.url.slice(0, 200)} token ${JSON.stringify(request.token).slice(0, 40)} headers ${JSON.stringify(request.headers).slice(0, 200)}${payload}`;
}

async function send(probe: ProbeApp, request: BadRequest, authorization: string | undefined): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: authorization === undefined ? request.headers : { ...request.headers, authorization },
    remoteAddress: request.remoteAddress,
  };
  if (request.payload !== undefined) options.payload = request.payload;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([probe.t.app.inject(options), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `requestsPerRoute` bad requests (bad-requests.ts) to every declared `/api` route, drawn by
 * fast-check from `seed` (the same seed, the same requests), and checks every answer.
 */
export async function fuzzApi(probe: ProbeApp, options: { requestsPerRoute: number; seed: number }): Promise<FuzzFigures> {
  const context = { fixtureValues: fixtureValues(probe.fixtures), keys: await contractKeys() };
  const tokens = tokenPool(probe);
  const figures: FuzzFigures = { routes: probe.routes.length, requests: 0, serverErrors: 0, rejections: 0, problems: [], problemKinds: {} };
  for (const [index, route] of probe.routes.entries()) {
    const requests = fc.sample(badRequest(route, context), { numRuns: options.requestsPerRoute, seed: options.seed + index });
    for (const request of requests) {
      let problem: string | null;
      try {
        const response = await send(probe, request, await tokens.header(request.token));
        tokens.observe(request.token, response);
        if (response.statusCode >= 500) figures.serverErrors += 1;
        else if (response.statusCode >= 400) figures.rejections += 1;
        const language = request.headers['accept-language'];
        problem = answerProblem({
          method: request.method,
          statusCode: response.statusCode,
          headers: response.headers,
          body: response.body,
          locale: isLocale(language) ? language : undefined,
        });
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      figures.requests += 1;
      if (problem) {
        const kind = problem.split(':')[0] ?? problem;
        figures.problemKinds[kind] = (figures.problemKinds[kind] ?? 0) + 1;
        if (figures.problems.length < 20) figures.problems.push(`${problem}\n    ← ${route.method} ${route.url}: ${describeRequest(request)}`);
      }
    }
  }
  return figures;
}
