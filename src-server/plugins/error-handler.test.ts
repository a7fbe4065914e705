import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthIdentitySchema } from '../../src-domain/identity/auth-identity.ts';
import { parseInput } from '../http/parse-input.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Fixture routes (the foundation has no POST route yet) exercise the same helpers real routes
 * use: a body validated with a domain schema, and a route that fails unexpectedly.
 */
describe('JSON errors and request validation (spec §5, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    t.app.post('/api/test/identity', { config: { access: 'public' } }, async (request) => parseInput(AuthIdentitySchema, request.body, 'body'));
    t.app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('secret table users_private is corrupt');
    });
  });
  afterAll(() => t.close());

  it.each([
    ['oz', 'Ma’lumotlar noto‘g‘ri kiritilgan', 'Pasport seriyasi 2 ta harfdan iborat bo‘lishi kerak', 'Pasport raqamini kiriting'],
    ['uz', 'Маълумотлар нотўғри киритилган', 'Паспорт серияси 2 та ҳарфдан иборат бўлиши керак', 'Паспорт рақамини киритинг'],
    ['ru', 'Данные введены неверно', 'Серия паспорта должна состоять из 2 букв', 'Введите номер паспорта'],
  ])('rejects a bad body with 400 and field messages in %s', async (locale, message, series, number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/identity',
      headers: { 'accept-language': locale },
      payload: { pin: '31204842641014', passserial: 'ABC', passnum: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message,
      details: [
        { path: 'passserial', message: series },
        { path: 'passnum', message: number },
      ],
    });
  });

  it('names a missing field rather than "invalid value" (spec §5 error_required_passserial)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/identity',
      headers: { 'accept-language': 'ru' },
      payload: { pin: '31204842641014', passnum: '1234567' },
    });
    expect(response.json().details).toEqual([{ path: 'passserial', message: 'Введите серию паспорта' }]);
  });

  it('accepts a good body and returns the schema output (series upper-cased)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/identity',
      payload: { pin: '31204842641014', passserial: 'ab', passnum: '1234567' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pin: '31204842641014', passserial: 'AB', passnum: '1234567' });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"pin": '],
    ['an empty JSON body', 'application/json', ''],
    ['a text body', 'text/plain', 'pin=1'],
    ['a form body', 'application/x-www-form-urlencoded', 'pin=1'],
  ])('answers %s with 400 invalid_json, never 500', async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/identity',
      headers: { 'content-type': contentType, 'accept-language': 'ru' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_json', message: 'Тело запроса не является корректным JSON' });
  });

  it('answers a JSON body that is not an object with 400 validation_failed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/identity',
      headers: { 'content-type': 'application/json' },
      payload: '"31204842641014"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'body', message: 'Noto‘g‘ri qiymat kiritildi' }] });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/identity', payload: { pin: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('hides the internals of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'accept-language': 'uz' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_server_error', message: 'Серверда ички хатолик' });
    expect(response.body).not.toContain('secret');
  });

  it.each([
    ['a path segment that is not valid percent-encoding', '/api/dictionaries/%zz'],
    ['invalid UTF-8 in a path segment', '/api/dictionaries/%c3%28'],
  ])('answers %s, which the router refuses before any route, as 400 bad_url', async (_name, url) => {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_url', message: 'Адрес запроса закодирован неверно' });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(400);
    expect(head.body).toBe('');
  });
});

describe('a path parameter over the router limit (no web build: no catch-all route to fall back to)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, web: false });
  });
  afterAll(() => t.close());

  it('is answered as 414 url_too_long, which the router decides before any route', async () => {
    const url = `/api/dictionaries/${'a'.repeat(101)}`;
    const response = await t.app.inject({ url, headers: { 'accept-language': 'uz' } });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 'url_too_long', message: 'Сўров манзили жуда узун' });
    expect((await t.app.inject({ method: 'HEAD', url })).body).toBe('');
  });
});
