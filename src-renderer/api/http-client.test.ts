import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, AUTH_API_TIMEOUT_MS } from '../../src-domain/constants.ts';
import { AUTH_ROUTES } from '../../src-domain/auth/auth-routes.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient, type ApiCallContext } from './http-client.ts';

function setup(respond: (request: Request) => Response | Promise<Response>, { token = 'old' as string | null, locale = 'uz' as Locale } = {}) {
  const state = { token, requests: [] as Request[], reported: [] as [ApiError, ApiCallContext][] };
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
    onError: (error, context) => state.reported.push([error, context]),
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

afterEach(() => {
  vi.restoreAllMocks();
});

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
    expect(error).toMatchObject({
      kind: 'http',
      status: 418,
      code: 'uuid_not_found',
      message: 'ab-1 notarial harakat topilmadi',
      method: 'GET',
      path: '/enotarial_act/ab-1',
    });
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

describe('http client: paths, time-outs, validation, downloads', () => {
  it('takes the domain’s full /api paths as they are', async () => {
    const { client, state } = setup(() => new Response('Ok'));
    await client.request(AUTH_ROUTES.checkBeforeAuth, { method: 'POST', responseKind: 'text' });
    expect(state.requests[0]?.url).toBe('https://api.example/api/check_before_auth');
  });

  it.each([
    [AUTH_ROUTES.checkBeforeAuth, AUTH_API_TIMEOUT_MS],
    [AUTH_ROUTES.auth, AUTH_API_TIMEOUT_MS],
    ['/auth', AUTH_API_TIMEOUT_MS],
    [AUTH_ROUTES.checkToken, API_TIMEOUT_MS],
    ['/notarial_act/get_notify', API_TIMEOUT_MS],
  ])('%s waits %i ms (spec §7, §9: 60 s for the auth calls, else 100 s)', async (path, ms) => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client } = setup(() => json({}));
    await client.request(path, { method: 'POST' });
    expect(timeout).toHaveBeenCalledWith(ms);
  });

  it('stops a call on the wire when its caller gives up after the answer’s headers are in (a body left unread)', async () => {
    const controller = new AbortController();
    const { client, state } = setup(() => new Response(new ReadableStream({ start: () => undefined })));
    await client.open('/stream', { signal: controller.signal });
    expect(state.requests[0]?.signal.aborted).toBe(false);
    controller.abort();
    // The request's own signal: a browser's fetch ends the body with it.
    expect(state.requests[0]?.signal.aborted).toBe(true);
  });

  it('keeps the session’s next token from the answer of a call its caller gave up (docs/decisions/0016-one-successor-per-token.md)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client, state } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const call = client.request('/act', { signal: controller.signal });
    await vi.waitFor(() => expect(state.requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    // The server had answered it, with the successor of the token it was sent with.
    expect(state.requests[0]?.signal.aborted).toBe(false);
    answer(json({}, 200, { [TOKEN_HEADER]: 'next' }));
    await vi.waitFor(() => expect(state.token).toBe('next'));
    expect(state.requests[0]?.signal.aborted).toBe(true);
  });

  it('validates a JSON answer with the given schema', async () => {
    const schema = v.object({ n: v.number() });
    const ok = setup(() => json({ n: 1, extra: true }));
    await expect(ok.client.request('/x', { schema })).resolves.toEqual({ n: 1 });

    const wrong = setup(() => json({ n: 'one' }));
    await expect(wrong.client.request('/x', { schema })).rejects.toMatchObject({ kind: 'invalid', status: 200 });
    expect(wrong.state.reported[0]?.[0].kind).toBe('invalid');
  });

  it('reports a 200 whose body is not JSON as invalid', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    await expect(client.request('/x')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('reads a gateway’s JSON error that has only a message (Spring’s "Access Denied")', async () => {
    const { client } = setup(() => json({ status: 403, error: 'Forbidden', message: 'Access Denied' }, 403));
    await expect(client.request('/x')).rejects.toMatchObject({ status: 403, code: undefined, message: 'Access Denied' });
  });

  it('reads Retry-After of a 429', async () => {
    const { client } = setup(() => json({ code: 'too_many_requests', message: 'Juda ko‘p urinish' }, 429, { 'Retry-After': '42' }));
    await expect(client.request('/auth', { method: 'POST' })).rejects.toMatchObject({ status: 429, code: 'too_many_requests', retryAfterSeconds: 42 });
  });

  it('downloads a blob with the name from Content-Disposition (spec §7)', async () => {
    const { client, state } = setup(() => new Response('%PDF', { headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf" } }));
    const file = await client.download('/notarial_act/ab-1/file/3', { uuid: 'ab-1' });
    expect(file.fileName).toBe('Акт.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    expect(state.requests[0]?.headers.get('Authorization')).toBe('Bearer old');
  });
});

describe('http client: an answer read as it arrives', () => {
  it('hands over the response once its headers are in, with the headers of every call and the rotated token kept', async () => {
    const { client, state } = setup(() => new Response(new Uint8Array([1, 2, 3]), { headers: { [TOKEN_HEADER]: 'new' } }));
    const response = await client.open('/speed-test/download', { query: { bytes: 3 } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(state.requests[0]?.url).toBe('https://api.example/api/speed-test/download?bytes=3');
    expect(state.requests[0]?.headers.get('Authorization')).toBe('Bearer old');
    expect(state.token).toBe('new');
  });

  it('fails and reports like any call when the answer is an error', async () => {
    const { client, state } = setup(() => json({ code: 'too_many_requests', message: 'Juda ko‘p urinish' }, 429));
    await expect(client.open('/speed-test/download')).rejects.toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(state.reported).toHaveLength(1);
  });
});

describe('http client: handing failures to the error handling of spec §8', () => {
  it('reports a failed call with its context before rejecting', async () => {
    const { client, state } = setup(() => json({ code: 'uuid_not_found', message: 'x' }, 418));
    await expect(client.request('/enotarial_act/ab-1', { uuid: 'ab-1' })).rejects.toBeInstanceOf(ApiError);
    expect(state.reported).toHaveLength(1);
    expect(state.reported[0]?.[1]).toEqual({ isDownload: false, uuid: 'ab-1', sessionCurrent: true });
  });

  it('marks a download’s failure as a download (its 418 has its own row)', async () => {
    const { client, state } = setup(() => json({ code: 'pin_not_found_in_uuid', message: 'x' }, 418));
    await expect(client.download('/file/1')).rejects.toMatchObject({ status: 418 });
    expect(state.reported[0]?.[1].isDownload).toBe(true);
  });

  it('reports time-outs and network failures too', async () => {
    const slow = setup(hang);
    await expect(slow.client.request('/slow', { timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(slow.state.reported[0]?.[0].kind).toBe('timeout');
  });

  it('does not report a silent call: the caller decides alone (spec §4 Terms token check)', async () => {
    const { client, state } = setup(() => json({ message: 'Access Denied' }, 403));
    await expect(client.request(AUTH_ROUTES.checkToken, { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(state.reported).toEqual([]);
  });

  it('tells whether the session that sent the call is still the current one', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { client, state } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const call = client.request('/x').catch(() => undefined);
    await vi.waitFor(() => expect(state.requests).toHaveLength(1));
    state.token = 'after-new-login';
    finish(json({ message: 'Access Denied' }, 403));
    await call;
    expect(state.reported[0]?.[1].sessionCurrent).toBe(false);
  });
});

describe('client mode header (docs/sessions.md: kiosk sessions are shorter)', () => {
  it.each([
    ['kiosk', 'kiosk'],
    ['browser', null],
  ] as const)('in %s mode sends x-client-mode %s', async (mode, expected) => {
    const seen: Headers[] = [];
    const client = createHttpClient({
      origin: async () => 'http://portal.test',
      getToken: () => null,
      setToken: () => undefined,
      getLocale: () => 'oz',
      getMode: () => mode,
      fetch: async (_url, init) => {
        seen.push(new Headers(init?.headers));
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    await client.request('/api/health');
    expect(seen[0]?.get('x-client-mode')).toBe(expected);
  });
});
