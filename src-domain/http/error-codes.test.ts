import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { ACCESS_DENIED_MESSAGE, API_ERRORS, formatApiError, isApiErrorCode, type ApiErrorCode } from './error-codes.ts';

const CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

describe('HTTP error catalogue (spec §8)', () => {
  it.each<[ApiErrorCode, number]>([
    ['uuid_not_found', 418],
    ['pin_not_found_in_uuid', 418],
    ['access_denied', 403],
    ['forbidden', 403],
    ['validation_failed', 400],
    ['not_found', 404],
    ['internal_server_error', 500],
  ])('%s answers with status %i', (code, status) => {
    expect(API_ERRORS[code].status).toBe(status);
  });

  it.each(LOCALES)('access_denied says exactly "Access Denied" in %s, the token-expiry signal (spec §4, §8)', (locale) => {
    expect(formatApiError('access_denied', locale)).toBe('Access Denied');
    expect(ACCESS_DENIED_MESSAGE).toBe('Access Denied');
  });

  it.each(CODES.flatMap((code) => LOCALES.map((locale) => [code, locale] as const)))('%s has a text in %s', (code, locale) => {
    expect(API_ERRORS[code].text[locale].trim()).not.toBe('');
  });

  it.each(CODES)('%s uses the same placeholders in every locale', (code) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const { oz, uz, ru } = API_ERRORS[code].text;
    expect(placeholders(uz)).toEqual(placeholders(oz));
    expect(placeholders(ru)).toEqual(placeholders(oz));
  });
});

describe('formatApiError', () => {
  it.each([
    ['uuid_not_found', 'ru', { uuid: 'a1b2' }, 'Нотариальное действие a1b2 не найдено'],
    ['uuid_not_found', 'oz', { uuid: 'a1b2' }, 'a1b2 notarial harakat topilmadi'],
    ['pin_not_found_in_uuid', 'ru', { user: 'Иванов И.', uuid: 'a1b2' }, 'Доступ запрещён: Иванов И. не является участником нотариального действия a1b2'],
    ['pin_not_found_in_uuid', 'uz', { user: 'Aliyev A.', uuid: 'a1b2' }, 'Кириш рад этилди: Aliyev A. a1b2 нотариал ҳаракат иштирокчиси эмас'],
    ['too_many_requests', 'ru', { seconds: 30 }, 'Слишком много попыток. Повторите через 30 с'],
    ['not_found', 'oz', { path: '/api/nope' }, 'Sahifa topilmadi: /api/nope'],
    ['uuid_not_found', 'ru', {}, 'Нотариальное действие {uuid} не найдено'],
  ] as const)('fills %s in %s with %j (spec §8 messages)', (code, locale, params, text) => {
    expect(formatApiError(code, locale, params)).toBe(text);
  });
});

describe('isApiErrorCode', () => {
  it.each([
    ['uuid_not_found', true],
    ['access_denied', true],
    ['hasOwnProperty', false],
    ['nope', false],
    [418, false],
  ])('isApiErrorCode(%j) is %s', (value, expected) => {
    expect(isApiErrorCode(value)).toBe(expected);
  });
});
