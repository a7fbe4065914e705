import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS, NOT_FOUND_418_TOAST_MS, TOKEN_EXPIRED_TOAST_MS } from '../../src-domain/constants.ts';
import { decideErrorHandling, type ErrorAction, type ErrorFacts } from './error-handling.ts';

const facts = (overrides: Partial<ErrorFacts>): ErrorFacts => ({
  status: 400,
  method: 'GET',
  body: { message: '' },
  isDownload: false,
  mode: 'browser',
  ...overrides,
});

const toast = (message: Extract<ErrorAction, { type: 'toast' }>['message'], durationMs = ERROR_TOAST_MS): ErrorAction => ({
  type: 'toast',
  message,
  durationMs,
});
const go = (to: string): ErrorAction => ({ type: 'navigate', to });
const logged = (text: string): unknown => ({ type: 'log', message: expect.stringContaining(text) });

describe('HTTP error handling (spec §8 "HTTP handling")', () => {
  const rows: [string, Partial<ErrorFacts>, unknown[]][] = [
    [
      '400: the response text as an error toast for 20 s',
      { status: 400, method: 'POST', body: { message: 'Seriya noto‘g‘ri' } },
      [toast({ text: 'Seriya noto‘g‘ri' })],
    ],
    [
      '400: the localized message of a JSON body',
      { status: 400, body: { code: 'validation_failed', message: 'Ma’lumotlar noto‘g‘ri kiritilgan' } },
      [toast({ text: 'Ma’lumotlar noto‘g‘ri kiritilgan' })],
    ],
    ['400 with an empty body: a generic text', { status: 400, body: { message: '  ' } }, [toast({ id: 'bad_request' })]],
    [
      '403 Access Denied (browser): token_expired for 3 s, session cleared, path saved',
      { status: 403, body: { code: 'access_denied', message: 'Access Denied' } },
      [toast({ id: 'token_expired' }, TOKEN_EXPIRED_TOAST_MS), { type: 'clearSession' }, { type: 'saveRedirect' }],
    ],
    [
      '403 Access Denied (kiosk): the same, then to /kiosk/, i.e. the kiosk login (spec §4 Token expiry)',
      { status: 403, mode: 'kiosk', body: { message: 'Access Denied' } },
      [toast({ id: 'token_expired' }, TOKEN_EXPIRED_TOAST_MS), { type: 'clearSession' }, { type: 'saveRedirect' }, go('/kiosk/auth')],
    ],
    ['403 Access Denied of a session already ended: only logged', { status: 403, body: { message: 'Access Denied' }, sessionCurrent: false }, [logged('403')]],
    ['403 with any other message: the 403 page', { status: 403, body: { code: 'forbidden', message: 'Bu amal uchun ruxsatingiz yo‘q' } }, [go('/403')]],
    ['403 "access denied" in another case is not the session rule', { status: 403, body: { message: 'access denied' } }, [go('/403')]],
    ['403 in the kiosk: the kiosk 403 page', { status: 403, mode: 'kiosk', body: { message: 'Forbidden' } }, [go('/kiosk/403')]],
    ['500: internal_server_error', { status: 500, body: { code: 'internal_server_error', message: 'x' } }, [toast({ id: 'internal_server_error' })]],
    [
      '418 uuid_not_found: "act {uuid} not found" for 30 s, then /my_notarial_act',
      { status: 418, uuid: 'ab-1', body: { code: 'uuid_not_found', message: 'ab-1 notarial harakat topilmadi' } },
      [toast({ id: 'uuid_not_found', values: { uuid: 'ab-1' } }, NOT_FOUND_418_TOAST_MS), go('/my_notarial_act')],
    ],
    [
      '418 uuid_not_found without a known uuid: the server’s text, which names it',
      { status: 418, body: { code: 'uuid_not_found', message: 'ab-1 notarial harakat topilmadi' } },
      [toast({ text: 'ab-1 notarial harakat topilmadi' }, NOT_FOUND_418_TOAST_MS), go('/my_notarial_act')],
    ],
    [
      '418 pin_not_found_in_uuid: names the user and the act, 30 s, then /my_notarial_act',
      { status: 418, uuid: 'ab-1', user: 'Aliyev Vali', body: { code: 'pin_not_found_in_uuid', message: 'x' } },
      [toast({ id: 'pin_not_found_in_uuid', values: { uuid: 'ab-1', user: 'Aliyev Vali' } }, NOT_FOUND_418_TOAST_MS), go('/my_notarial_act')],
    ],
    [
      '418 in the kiosk goes to the kiosk’s own acts',
      { status: 418, mode: 'kiosk', uuid: 'ab-1', body: { code: 'uuid_not_found', message: 'x' } },
      [toast({ id: 'uuid_not_found', values: { uuid: 'ab-1' } }, NOT_FOUND_418_TOAST_MS), go('/kiosk/my_notarial_act')],
    ],
    [
      '418 on a file download: "access to file download is denied", then /my_notarial_act',
      { status: 418, isDownload: true, body: { code: 'pin_not_found_in_uuid', message: 'x' } },
      [toast({ id: 'download_denied' }, NOT_FOUND_418_TOAST_MS), go('/my_notarial_act')],
    ],
    ['418 with another code: only logged', { status: 418, body: { message: 'I am a teapot' } }, [logged('418')]],
    [
      '404 on GET: the message, then the 404 page',
      { status: 404, method: 'GET', body: { code: 'not_found', message: 'Sahifa topilmadi: /api/x' } },
      [toast({ text: 'Sahifa topilmadi: /api/x' }), go('/404')],
    ],
    [
      '404 on GET in the kiosk: the kiosk 404 page',
      { status: 404, mode: 'kiosk', body: { message: 'Not found' } },
      [toast({ text: 'Not found' }), go('/kiosk/404')],
    ],
    ['404 on POST: the response text only', { status: 404, method: 'POST', body: { message: 'Topilmadi' } }, [toast({ text: 'Topilmadi' })]],
    [
      '429: the server’s localized message (it names the wait)',
      { status: 429, body: { code: 'too_many_requests', message: 'Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring' } },
      [toast({ text: 'Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring' })],
    ],
    [
      '429 of a pin locked for the day (docs/decisions/0062-not-live-refusals-lock-a-day.md): the server’s message, not the seconds of Retry-After',
      {
        status: 429,
        retryAfterSeconds: 70_200,
        body: { code: 'face_check_locked', message: 'Bugun yuzni tekshirish ko‘p marta o‘tmadi: bu JShShIR bilan kirish 20 soatga to‘xtatildi.' },
      },
      [toast({ text: 'Bugun yuzni tekshirish ko‘p marta o‘tmadi: bu JShShIR bilan kirish 20 soatga to‘xtatildi.' })],
    ],
    [
      '429 from a proxy: the wait from Retry-After',
      { status: 429, retryAfterSeconds: 30, body: { message: '<html>Too Many Requests</html>' } },
      [toast({ id: 'too_many_requests', values: { seconds: 30 } })],
    ],
    ['429 without anything: a generic "later"', { status: 429, body: { message: '' } }, [toast({ id: 'too_many_requests_later' })]],
    ['network failure: "no connection, try again"', { status: 0, kind: 'network' }, [toast({ id: 'network' })]],
    ['time-out: "the server did not answer in time"', { status: 0, kind: 'timeout' }, [toast({ id: 'timeout' })]],
    ['a call the caller cancelled: nothing', { status: 0, kind: 'aborted' }, []],
  ];

  it.each(rows)('%s', (_name, input, expected) => {
    expect(decideErrorHandling(facts(input))).toEqual(expected);
  });

  // Spec §7: "Failed calls outside the rules of section 8 are only logged."
  it.each([401, 405, 409, 413, 422, 502, 503, 504])('%i is only logged (spec §7)', (status) => {
    const actions = decideErrorHandling(facts({ status, body: { message: 'x' } }));
    expect(actions).toEqual([logged(String(status))]);
  });

  it('an answer of the wrong shape is only logged', () => {
    expect(decideErrorHandling(facts({ status: 200, kind: 'invalid', body: { message: 'unexpected answer' } }))[0]?.type).toBe('log');
  });
});
