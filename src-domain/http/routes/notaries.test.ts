import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NotaryListQuerySchema } from './notaries.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

describe('GET /api/notaries query (spec screen 17: registry with sorting)', () => {
  it('defaults to the first page of 20, best rated first', () => {
    expect(v.parse(NotaryListQuerySchema, {})).toEqual({ sort: 'rating', page: 1, pageSize: 20 });
  });

  it('turns query text into numbers and trims the search', () => {
    expect(v.parse(NotaryListQuerySchema, { region: '3', district: '12', q: '  Saidova ', sort: 'name', page: '2', pageSize: '100' })).toEqual({
      region: 3,
      district: 12,
      q: 'Saidova',
      sort: 'name',
      page: 2,
      pageSize: 100,
    });
  });

  it.each([
    [{ pageSize: String(MAX_PAGE_SIZE + 1) }, 'pageSize', 'error_invalid_value'],
    [{ page: '0' }, 'page', 'error_invalid_value'],
    [{ page: '-1' }, 'page', 'error_invalid_value'],
    [{ page: '1.5' }, 'page', 'error_invalid_value'],
    [{ page: '' }, 'page', 'error_required'],
    [{ region: '1234567890' }, 'region', 'error_too_long'],
    [{ region: ['1', '2'] }, 'region', 'error_invalid_value'],
    [{ sort: 'price' }, 'sort', 'error_invalid_value'],
    [{ q: 'x'.repeat(101) }, 'q', 'error_too_long'],
  ])('reports %j at %s with the message key %s', (query, path, key) => {
    const result = v.safeParse(NotaryListQuerySchema, query);
    expect(result.success).toBe(false);
    const first = result.issues?.[0];
    expect(first && v.getDotPath(first)).toBe(path);
    expect(first?.message).toBe(key);
  });
});
