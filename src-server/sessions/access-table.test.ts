import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src-domain/auth/roles.ts';
import { bearer } from '../auth/login.test-support.ts';
import { type ActorKey, endedToken, freshToken, unknownToken } from '../test-support/api-probe/actors.ts';
import { createProbeApp, type ProbeApp } from '../test-support/api-probe/probe-app.ts';
import { concreteRoute, OUTSIDER, OWNER } from '../test-support/api-probe/route-fixtures.ts';
import type { DeclaredRoute } from './route-access.ts';

/**
 * The access table (spec §6: the server decides who may call what): every declared `/api` route,
 * called with no token, an unknown token, a token of an ended session, another citizen's token
 * and the right token, must answer the class its declared access implies. The rows come from the
 * route declarations, so a new route is probed as soon as it exists.
 */

type Caller = 'none' | 'unknown' | 'ended' | 'other' | 'right';
type Answer = 'denied' | 'forbidden' | 'refused' | 'served';

/** Who holds each role in the demo world (README, demo logins). */
const ROLE_HOLDERS: Partial<Record<Role, ActorKey>> = { notary: 'gulnora', admin: 'rustam', technician: 'jamshid', operations: 'nodira' };

function rightActor(route: DeclaredRoute): ActorKey {
  if (typeof route.access !== 'object') return OWNER;
  const holder = ROLE_HOLDERS[route.access.role];
  if (!holder) throw new Error(`no demo person holds the role ${route.access.role} (${route.method} ${route.url})`);
  return holder;
}

/** The answer each caller must get, from the route's declared access and whether its path names the owner's resource. */
function expectedAnswers(route: DeclaredRoute, owned: boolean): Record<Caller, Answer> {
  if (route.access === 'public') return { none: 'served', unknown: 'served', ended: 'served', other: 'served', right: 'served' };
  const other: Answer = typeof route.access === 'object' ? 'forbidden' : owned ? 'refused' : 'served';
  return { none: 'denied', unknown: 'denied', ended: 'denied', other, right: 'served' };
}

/** The error code of a JSON answer; undefined for anything else (a HEAD answer, a print page). */
function errorCode(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type']).startsWith('application/json') || response.body === '') return undefined;
  const body: unknown = response.json();
  return typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : undefined;
}

/** Whether `response` is of class `answer`. A HEAD answer has no body, so only its status counts. */
function isAnswer(answer: Answer, response: LightMyRequestResponse): boolean {
  const status = response.statusCode;
  const code = errorCode(response);
  if (status >= 500) return false;
  switch (answer) {
    case 'denied':
      return status === 403 && (code === undefined || code === 'access_denied');
    case 'forbidden':
      return status === 403 && (code === undefined || code === 'forbidden');
    // An outsider naming someone's act, booking or invitation: refused or told it does not exist.
    case 'refused':
      return [403, 404, 418].includes(status) && code !== 'access_denied';
    case 'served':
      return status !== 403 && status !== 418;
  }
}

/** Reads first, then writes, deletions last: the right caller's writes change the fixtures least for the rest. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('access table of every API route (spec §6)', () => {
  let probe: ProbeApp;
  beforeAll(async () => {
    probe = await createProbeApp();
  }, 120_000);
  afterAll(() => probe?.t.close());

  it(
    'answers no token, an unknown token, an ended session, another citizen and the right person as each route declares',
    { timeout: 300_000 },
    async ({ annotate }) => {
      const { t, fixtures } = probe;
      const routes = [...probe.routes].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
      const ended = new Map<ActorKey, string>();
      const rows: string[] = [];
      const mismatches: string[] = [];
      let requests = 0;

      for (const [index, route] of routes.entries()) {
        const { url, owned } = concreteRoute(route.url, fixtures);
        const right = rightActor(route);
        const other = typeof route.access === 'object' ? OWNER : OUTSIDER;
        if (!ended.has(right)) ended.set(right, await endedToken(t, right));
        const tokens: Record<Caller, string | null> = {
          none: null,
          unknown: unknownToken(),
          ended: ended.get(right) ?? null,
          other: await freshToken(t, other),
          right: await freshToken(t, right),
        };
        const expected = expectedAnswers(route, owned);
        const cells: string[] = [];
        for (const caller of ['none', 'unknown', 'ended', 'other', 'right'] as const) {
          const token = tokens[caller];
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            headers: token ? bearer(token) : {},
            remoteAddress: `10.1.${Math.floor(index / 250)}.${index % 250}`,
          };
          if (route.method !== 'GET' && route.method !== 'HEAD') request.payload = {};
          const response = await t.app.inject(request);
          requests += 1;
          cells.push(`${response.statusCode} ${errorCode(response) ?? ''}`.trim());
          if (!isAnswer(expected[caller], response)) {
            mismatches.push(`${route.method} ${url} [${caller}]: expected ${expected[caller]}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
        const access = typeof route.access === 'object' ? `role ${route.access.role}` : String(route.access);
        rows.push(`${route.method} ${route.url} (${access}${owned ? ', owned' : ''}): ${cells.join(' | ')}`);
      }

      await annotate(`${routes.length} routes, ${requests} requests (none | unknown | ended | other | right)\n${rows.join('\n')}`);
      expect(mismatches).toEqual([]);
      expect(rows).toHaveLength(probe.routes.length);
    },
  );
});
