import { describe, expect, it } from 'vitest';
import { answerProblem, type ProbeAnswer } from './error-shape.ts';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const answer = (statusCode: number, body: unknown, extra: Partial<ProbeAnswer> = {}): ProbeAnswer => ({
  method: 'GET',
  statusCode,
  headers: JSON_TYPE,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...extra,
});

/** The fuzz run's verdict on one answer (spec §8: every error is a localized {code, message}). */
describe('answerProblem', () => {
  it.each([
    ['a success', answer(200, { anything: true })],
    [
      'a catalogue error',
      answer(400, { code: 'validation_failed', message: 'Данные введены неверно', details: [{ path: 'pin', message: 'x' }] }, { locale: 'ru' }),
    ],
    ['a filled-in parameter', answer(429, { code: 'too_many_requests', message: 'Слишком много попыток. Повторите через 5 с' }, { locale: 'ru' })],
    ['a HEAD rejection without a body', answer(403, '', { method: 'HEAD', headers: {} })],
  ])('accepts %s', (_name, probe) => {
    expect(answerProblem(probe)).toBeNull();
  });

  it.each([
    ['a 5xx', answer(500, { code: 'internal_server_error', message: 'x' }), /status 500/],
    ['a framework body', answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x', statusCode: 400 }), /unknown code/],
    ['a code with the wrong status', answer(400, { code: 'access_denied', message: 'Access Denied' }), /catalogue says 403/],
    ['an empty message', answer(400, { code: 'validation_failed', message: ' ' }), /message/],
    ['a message in another language', answer(400, { code: 'validation_failed', message: 'Ma’lumotlar noto‘g‘ri kiritilgan' }, { locale: 'ru' }), /not in ru/],
    ['extra fields', answer(400, { code: 'validation_failed', message: 'x', stack: 'at …' }), /extra fields stack/],
    ['HTML', answer(404, '<html>', { headers: { 'content-type': 'text/html' } }), /text\/html/],
    ['a HEAD rejection with a body', answer(403, '{"code":"access_denied"}', { method: 'HEAD' }), /HEAD answered with a body/],
  ])('refuses %s', (_name, probe, problem) => {
    expect(answerProblem(probe)).toMatch(problem);
  });
});
