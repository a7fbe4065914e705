import { describe, expect, it } from 'vitest';
import { actListQuery, hasFilters, readActListFilter } from './act-list-filter.ts';
import { changesFromDraft, draftFromFilter, filterProblems } from './filter-draft.ts';

const read = (search: string) => readActListFilter(new URLSearchParams(search));

describe('the list filter in the address (spec §2 screen 12: two tabs, twelve filters)', () => {
  it('reads every filter and sends the same text to the server', () => {
    const search =
      'tab=awaiting&dateFrom=01.01.2026&dateTo=30.11.2026&state=active&regnum=TSH-2026&regdate=03.02.2026&visitDate=25.11.2026&visitTime=11:00&type=101&office=2&notary=9&step=9&system=3&regtype=2&sort=visit_asc&page=4';
    const filter = read(search);
    expect(hasFilters(filter)).toBe(true);
    expect(actListQuery(filter, { withTab: true })).toEqual({
      tab: 'awaiting',
      dateFrom: '01.01.2026',
      dateTo: '30.11.2026',
      state: 'active',
      regnum: 'TSH-2026',
      regdate: '03.02.2026',
      visitDate: '25.11.2026',
      visitTime: '11:00',
      type: 101,
      office: 2,
      notary: 9,
      step: 9,
      system: 3,
      regtype: 2,
      sort: 'visit_asc',
      page: 4,
    });
    // The notary's queue has no tabs.
    expect(actListQuery(filter, { withTab: false }).tab).toBeUndefined();
  });

  it.each([
    ['an unknown tab', 'tab=mine', 'tab', 'progress'],
    ['a date that is not a day', 'dateFrom=31.02.2026', 'dateFrom', undefined],
    ['an ISO date', 'regdate=2026-02-03', 'regdate', undefined],
    ['an unknown state', 'state=lost', 'state', undefined],
    ['an act type without a wizard', 'type=2', 'type', undefined],
    ['step 10', 'step=10', 'step', undefined],
    ['registry system 1', 'system=1', 'system', undefined],
    ['registration type 3', 'regtype=3', 'regtype', undefined],
    ['a time with seconds', 'visitTime=11:00:00', 'visitTime', undefined],
    ['a registry number with spaces', 'regnum=TSH 1', 'regnum', undefined],
    ['page 0', 'page=0', 'page', 1],
    ['an unknown order', 'sort=random', 'sort', 'newest'],
  ] as const)('drops %s rather than sending it', (_name, search, key, value) => {
    expect(read(search)[key]).toBe(value);
  });

  it('leaves defaults out of the request', () => {
    expect(actListQuery(read(''), { withTab: true })).toEqual({
      dateFrom: undefined,
      dateTo: undefined,
      state: undefined,
      regnum: undefined,
      regdate: undefined,
      visitDate: undefined,
      visitTime: undefined,
      type: undefined,
      office: undefined,
      notary: undefined,
      step: undefined,
      system: undefined,
      regtype: undefined,
    });
    expect(hasFilters(read('tab=awaiting&sort=oldest&page=2'))).toBe(false);
  });
});

describe('the filter form', () => {
  it('shows the address dates in the date inputs and writes them back as DD.MM.YYYY (spec §9)', () => {
    const draft = draftFromFilter(read('dateFrom=01.02.2026&regnum=TSH-9'));
    expect(draft.dateFrom).toBe('2026-02-01');
    expect(changesFromDraft({ ...draft, dateTo: '2026-03-04', regnum: 'tsh-9' })).toMatchObject({
      dateFrom: '01.02.2026',
      dateTo: '04.03.2026',
      regnum: 'TSH-9',
      state: undefined,
    });
  });

  it('refuses a “to” date before the “from” date and a registry number with other characters', () => {
    const draft = draftFromFilter(read(''));
    expect(filterProblems({ ...draft, dateFrom: '2026-05-02', dateTo: '2026-05-01' })).toEqual(['dateOrder']);
    expect(filterProblems({ ...draft, dateFrom: '2026-05-01', dateTo: '2026-05-01' })).toEqual([]);
    expect(filterProblems({ ...draft, regnum: 'TSH 1' })).toEqual(['regnum']);
  });
});
