import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';

function setup(respond: (request: Request) => Response | Promise<Response>, { token = 'old' as string | null, locale = 'uz' as Locale } = {}) {
  const state = { token, requests: [] as Request[] };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    state.requests.push(request);
    return respond(request);
  });
  const client = createHttpClient({
    origin: async () => 'https://api.example',
    getToken: () => state.token,
    setToken: (value) => {
      state.token = value;
    },
    getLocale: () => locale,
    fetch: fetchMock,
  });
  return { client, state };
}

/** Like fetch: never answers, rejects with the signal's reason once aborted (or at once). */
const hang = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('http client (spec §7 calls)', () => {
  it('calls /api on the origin with Bearer and Accept-Language headers', async () => {
    const { client, state } = setup(() => json({ ok: true }));
    await expect(client.request('/notarial_act/get_notify', { query: { page: 2, empty: undefined } })).resolves.toEqual({ ok: true });
    const [request] = state.requests;
    expect(request?.url).toBe('https://api.example/api/notarial_act/get_notify?page=2');
    expect(request?.headers.get('Authorization')).toBe('Bearer old');
    expect(request?.headers.get('Accept-Language')).toBe('uz');
  });

  it('sends no Authorization header without a session, and JSON bodies as JSON', async () => {
    const { client, state } = setup(() => new Response('Ok'), { token: null });
    await expect(client.request('/check_before_auth', { method: 'POST', body: { pin: '1' }, responseKind: 'text' })).resolves.toBe('Ok');
    const [request] = state.requests;
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.text()).toBe('{"pin":"1"}');
  });

  it('stores the rotated token of a 200 (spec §7)', async () => {
    const { client, state } = setup(() => json({}, 200, { [TOKEN_HEADER]: 'new' }));
    await client.request('/check_token');
    expect(state.token).toBe('new');
  });

  it('keeps the token on a non-200 answer even if it carries one', async () => {
    const { client, state } = setup(() => json({}, 201, { [TOKEN_HEADER]: 'new' }));
    await client.request('/thing', { method: 'POST' });
    expect(state.token).toBe('old');
  });

  it('does not revive a session that ended while the call was running', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { client, state } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const call = client.request('/check_token');
    await vi.waitFor(() => expect(state.requests).toHaveLength(1));
    state.token = null; // logout
    finish(json({}, 200, { [TOKEN_HEADER]: 'new' }));
    await call;
    expect(state.token).toBeNull();
  });

  it('turns an error body of spec §8 into an ApiError with status and code', async () => {
    const { client } = setup(() => json({ code: 'uuid_not_found', message: 'ab-1 notarial harakat topilmadi' }, 418));
    const error = await client.request('/enotarial_act/ab-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 418, code: 'uuid_not_found', message: 'ab-1 notarial harakat topilmadi', method: 'GET', path: '/enotarial_act/ab-1' });
  });

  it('uses the text of a non-JSON error as the message (spec §8: 400 shows the response text)', async () => {
    const { client } = setup(() => new Response('Seriya noto‘g‘ri', { status: 400 }));
    await expect(client.request('/x', { method: 'POST' })).rejects.toMatchObject({ kind: 'http', status: 400, code: undefined, message: 'Seriya noto‘g‘ri' });
  });

  it('gives up after the time-out (spec §9: 100 s by default)', async () => {
    const { client } = setup(hang);
    await expect(client.request('/slow', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('reports a cancelled call as aborted, a failed network as network', async () => {
    const controller = new AbortController();
    const aborted = setup(hang);
    const call = aborted.client.request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.request('/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
