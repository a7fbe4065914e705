import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreateActBodyInput } from '../../src-domain/http/routes/acts-bodies.ts';
import { ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import type { TestAppOptions } from './test-app.ts';
import { DEMO_CAST, type DemoKey } from '../seed/demo-cast.ts';

/**
 * Shared by the act route tests: a seeded app on a movable clock, the demo cast signed in on
 * demand (one login each, cached, following the token rotation), and JSON calls in a chosen locale.
 */
export interface ActTestApp extends LoginTestApp {
  /** A signed-in client for a demo person (logs in on first use). */
  as(key: DemoKey): Promise<ActClient>;
}

export interface ActClient {
  key: DemoKey;
  /** The client's current token (the newest its answers brought). */
  readonly token: string;
  request(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, locale?: string): Promise<LightMyRequestResponse>;
  get(url: string, locale?: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, locale?: string): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, locale?: string): Promise<LightMyRequestResponse>;
  delete(url: string, locale?: string): Promise<LightMyRequestResponse>;
}

export async function createActTestApp(options: TestAppOptions = {}): Promise<ActTestApp> {
  return withActClients(await createLoginTestApp(options));
}

/** Act clients over any login test app (the PostgreSQL tests build theirs by hand). */
export function withActClients(t: LoginTestApp): ActTestApp {
  const clients = new Map<DemoKey, ActClient>();
  const as = async (key: DemoKey): Promise<ActClient> => {
    const known = clients.get(key);
    if (known) return known;
    let token = await logIn(t, identityOf(key));
    // As the portal does (spec §7): each 200's rotated token replaces the stored one. A token
    // in its grace window is served without a successor, so the client keeps the newest.
    const request: ActClient['request'] = async (method, url, body, locale = 'ru') => {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const rotated = response.headers['x-auth-token'];
      if (response.statusCode === 200 && typeof rotated === 'string') token = rotated;
      return response;
    };
    const client: ActClient = {
      key,
      get token() {
        return token;
      },
      request,
      get: (url, locale) => request('GET', url, undefined, locale),
      post: (url, body, locale) => request('POST', url, body ?? {}, locale),
      patch: (url, body, locale) => request('PATCH', url, body ?? {}, locale),
      delete: (url, locale) => request('DELETE', url, undefined, locale),
    };
    clients.set(key, client);
    return client;
  };
  return { ...t, as };
}

/** The JSON of a 200, failing the test with the body otherwise. */
export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/**
 * A demo person as the add-party form sends them: pin and the document the civil registry holds
 * (the applicant must type it; the server only checks it matches).
 */
export function partyOf(key: DemoKey): { kind: 'individual'; pin: string; docType: number; docSeries: string; docNumber: string } {
  const person = DEMO_CAST[key];
  return { kind: 'individual', pin: person.pin, docType: person.documentTypeId, docSeries: person.passportSeries, docNumber: person.passportNumber };
}

/** A new act in step 1 (defaults: a vehicle sale, in person, automatic notary). */
export async function createDraftAct(client: ActClient, body: Partial<CreateActBodyInput> = {}): Promise<ActDetails> {
  return ok<ActDetails>(await client.post(ACTS_PATH, { actTypeId: 1, regtype: 1, language: 'oz', clientPhone: '901234567', notaryChoice: 'auto', ...body }));
}
