import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, NOT_FOUND_418_TOAST_MS, TOKEN_EXPIRED_TOAST_MS } from '../../src-domain/constants.ts';
import type { Mode } from '../state/mode.ts';
import { createApiErrorHandler } from './error-effects.ts';
import { API_MESSAGES } from './error-messages.ts';
import { createHttpClient, type RequestOptions } from './http-client.ts';

/**
 * Spec §8 "HTTP handling", row by row, end to end: a fake `fetch` answers, the client reports,
 * the handler decides and acts. Each row lists what the user gets, in order.
 */

interface Row {
  row: string;
  answer: (signal: AbortSignal) => Response | Promise<Response>;
  call?: RequestOptions & { download?: boolean };
  mode?: Mode;
  effects: unknown[];
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const toast = (message: unknown, durationMs = ERROR_TOAST_MS) => ['toast', { message, tone: 'error', durationMs }];

function run({ answer, call = {}, mode = 'browser' }: Row) {
  const effects: unknown[] = [];
  const session = { token: 't' as string | null };
  const handler = createApiErrorHandler({
    showToast: (input) => {
      effects.push(['toast', { message: input.message, ...(input.values ? { values: input.values } : {}), tone: input.tone, durationMs: input.durationMs }]);
      return 1;
    },
    clearSession: () => {
      session.token = null;
      effects.push(['clearSession']);
    },
    saveRedirect: (path) => effects.push(['saveRedirect', path]),
    navigate: (to) => effects.push(['navigate', to]),
    currentPath: () => '/enotarial_act/ab-1?tab=2',
    log: (message) => effects.push(['log', message]),
    mode: () => mode,
    userLabel: () => 'Aliyev Vali',
  });
  const client = createHttpClient({
    origin: async () => 'https://api.example',
    getToken: () => session.token,
    setToken: (token) => (session.token = token),
    getLocale: () => 'oz',
    fetch: vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => answer(init?.signal ?? new AbortController().signal)),
    onError: handler,
  });
  const { download, ...options } = call;
  const promise = download ? client.download('/file', options) : client.request('/x', options);
  return promise.then(
    () => ({ effects, session }),
    () => ({ effects, session }),
  );
}

const rows: Row[] = [
  {
    row: '400: response text, error toast 20 s',
    answer: () => new Response('Seriya noto‘g‘ri', { status: 400 }),
    call: { method: 'POST' },
    effects: [toast('Seriya noto‘g‘ri')],
  },
  {
    row: '403 Access Denied: token_expired 3 s, session cleared, page saved',
    answer: () => json({ code: 'access_denied', message: 'Access Denied' }, 403),
    effects: [toast(API_MESSAGES.token_expired, TOKEN_EXPIRED_TOAST_MS), ['clearSession'], ['saveRedirect', '/enotarial_act/ab-1?tab=2']],
  },
  {
    row: '403 Access Denied in the kiosk: the same, then the kiosk login',
    mode: 'kiosk',
    answer: () => new Response('Access Denied', { status: 403 }),
    effects: [
      toast(API_MESSAGES.token_expired, TOKEN_EXPIRED_TOAST_MS),
      ['clearSession'],
      ['saveRedirect', '/enotarial_act/ab-1?tab=2'],
      ['navigate', '/kiosk/auth'],
    ],
  },
  { row: 'other 403: the 403 page', answer: () => json({ code: 'forbidden', message: 'Ruxsat yo‘q' }, 403), effects: [['navigate', '/403']] },
  {
    row: '500: internal_server_error',
    answer: () => json({ code: 'internal_server_error', message: 'x' }, 500),
    effects: [toast(API_MESSAGES.internal_server_error)],
  },
  {
    row: '418 uuid_not_found: act named, 30 s, then /my_notarial_act',
    answer: () => json({ code: 'uuid_not_found', message: 'x' }, 418),
    call: { uuid: 'ab-1' },
    effects: [
      ['toast', { message: API_MESSAGES.uuid_not_found, values: { uuid: 'ab-1' }, tone: 'error', durationMs: NOT_FOUND_418_TOAST_MS }],
      ['navigate', '/my_notarial_act'],
    ],
  },
  {
    row: '418 pin_not_found_in_uuid: user and act named, 30 s, then /my_notarial_act',
    answer: () => json({ code: 'pin_not_found_in_uuid', message: 'x' }, 418),
    call: { uuid: 'ab-1' },
    effects: [
      [
        'toast',
        { message: API_MESSAGES.pin_not_found_in_uuid, values: { uuid: 'ab-1', user: 'Aliyev Vali' }, tone: 'error', durationMs: NOT_FOUND_418_TOAST_MS },
      ],
      ['navigate', '/my_notarial_act'],
    ],
  },
  {
    row: '418 on a file download: download denied, then /my_notarial_act',
    answer: () => json({ code: 'pin_not_found_in_uuid', message: 'x' }, 418),
    call: { download: true },
    effects: [toast(API_MESSAGES.download_denied, NOT_FOUND_418_TOAST_MS), ['navigate', '/my_notarial_act']],
  },
  {
    row: '404 on GET: the message, then the 404 page',
    answer: () => json({ code: 'not_found', message: 'Topilmadi' }, 404),
    effects: [toast('Topilmadi'), ['navigate', '/404']],
  },
  { row: '404 on POST: the response text', answer: () => new Response('Topilmadi', { status: 404 }), call: { method: 'POST' }, effects: [toast('Topilmadi')] },
  {
    row: '429: the server’s localized message with the wait',
    answer: () => json({ code: 'too_many_requests', message: 'Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring' }, 429, { 'Retry-After': '60' }),
    call: { method: 'POST' },
    effects: [toast('Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring')],
  },
  { row: 'network failure: no connection', answer: () => Promise.reject(new TypeError('Failed to fetch')), effects: [toast(API_MESSAGES.network)] },
  { row: '502 (outside §8): only logged (§7)', answer: () => new Response('Bad Gateway', { status: 502 }), effects: [['log', expect.stringContaining('502')]] },
];

describe('spec §8 HTTP handling through the client', () => {
  it.each(rows)('$row', async (row) => {
    const { effects } = await run(row);
    expect(effects).toEqual(row.effects);
  });

  it('time-out: "the server did not answer in time"', async () => {
    const { effects } = await run({
      row: 'timeout',
      // Like fetch: rejects with the signal's reason once the time-out aborts it.
      answer: (signal) => new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      call: { timeoutMs: 10 },
      effects: [],
    });
    expect(effects).toEqual([toast(API_MESSAGES.timeout)]);
  });

  it('a silent call changes nothing: the terms flow decides alone (§8 "silent logout")', async () => {
    const { effects, session } = await run({
      row: 'silent',
      answer: () => new Response('Access Denied', { status: 403 }),
      call: { silent: true },
      effects: [],
    });
    expect(effects).toEqual([]);
    expect(session.token).toBe('t');
  });
});
