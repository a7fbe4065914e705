import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path and query, e.g. `/api/offer_accept?action=1`. */
  url: string;
  body: unknown;
}

export type Route = (call: RecordedCall) => Response | Promise<Response> | undefined;

/**
 * Replaces `fetch` for one test: each call is recorded and answered by the first route that
 * answers; an unanswered call is a 404 so a forgotten route shows up as a failed call.
 */
export function mockFetch(...routes: Route[]) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = { method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    return new Response('not found', { status: 404 });
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** A route answering `method path` (query ignored) with `response()`. */
export function on(method: string, path: string, response: () => Response): Route {
  return (call) => (call.method === method && call.url.split('?')[0] === path ? response() : undefined);
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` for one test with one that never answers (it rejects only when its caller
 * aborts, as a real request would): for tests of what a page shows before its data, such as the
 * route table's headings, so no page reaches for a server that the test does not run.
 */
export function holdFetch() {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push({ method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, body: undefined });
    return new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}
