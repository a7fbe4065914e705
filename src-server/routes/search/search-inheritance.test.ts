import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InheritanceSearchResponseSchema } from '../../../src-domain/http/routes/search-inheritance.ts';
import { foldCaseNumber } from '../../repositories/search-inheritance.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /api/search/inheritcase (route search_inheritcase)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: string, locale = 'oz') => {
    const response = await t.app.inject({ url: `/api/search/inheritcase${query}`, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const numbers = (body: unknown) => v.parse(InheritanceSearchResponseSchema, body).cases.map((c) => c.caseNumber);

  it('finds Kamol Tursunov’s case by number: opening date, notary and office, the deceased as initials', async () => {
    const { status, body } = await search('?by=case&caseNumber=145%2F2026');
    expect(status).toBe(200);
    const [found] = v.parse(InheritanceSearchResponseSchema, body).cases;
    expect(found).toMatchObject({
      caseNumber: '145/2026',
      openedAt: '2026-09-20',
      deathDate: '2026-08-15',
      deceased: 'T*** K***',
      state: 'open',
      notary: { id: DEMO_NOTARY_ID },
    });
    expect(found?.office.phone).toMatch(/\d/);
    expect(JSON.stringify(body)).not.toContain('Kamol');
  });

  it('takes the case number with a space where the kiosk keyboard has no slash', async () => {
    expect(numbers((await search('?by=case&caseNumber=145%202026')).body)).toEqual(['145/2026']);
    expect(foldCaseNumber(' 12 / 2024 - 3 ')).toBe(foldCaseNumber('12/2024-3'));
  });

  it.each([
    ['the full Latin name', 'Tursunov Kamol Ergash o‘g‘li'],
    ['an ASCII apostrophe and other case', "tursunov kamol ergash o'g'li"],
    ['surname and name only', 'Tursunov Kamol'],
    ['Cyrillic', 'Турсунов Камол Эргаш ўғли'],
  ])('finds the case by the deceased’s %s and the death date', async (_how, name) => {
    expect(numbers((await search(`?by=deceased&name=${encodeURIComponent(name)}&deathDate=15.08.2026`)).body)).toEqual(['145/2026']);
  });

  it('finds nothing for the right name with another date, or a surname alone', async () => {
    expect(numbers((await search(`?by=deceased&name=${encodeURIComponent('Tursunov Kamol')}&deathDate=16.08.2026`)).body)).toEqual([]);
    expect(numbers((await search('?by=deceased&name=Tursunov&deathDate=15.08.2026')).body)).toEqual([]);
    expect(numbers((await search('?by=case&caseNumber=999%2F1999')).body)).toEqual([]);
  });

  it('rejects a search without its fields with a localized 400', async () => {
    const { status, body } = await search('?by=deceased&name=Tursunov', 'ru');
    expect(status).toBe(400);
    expect(body).toMatchObject({ details: [{ path: 'deathDate', message: 'Это поле обязательно для заполнения' }] });
    expect((await search('?by=notary')).status).toBe(400);
  });
});
