import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BanSearchQuerySchema } from './search-ban.ts';

/** The first problem of each field: what the 400 and the form show. */
function issues(input: unknown) {
  const first = new Map<string, string>();
  for (const issue of v.safeParse(BanSearchQuerySchema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe('BanSearchQuerySchema (spec §5: the ban check required fields)', () => {
  it('reads each kind of property by its own registry key', () => {
    expect(v.parse(BanSearchQuerySchema, { kind: 'real_estate', cadastreNumber: ' 11:14:04:01:01:1630 ' })).toEqual({
      kind: 'real_estate',
      cadastreNumber: '11:14:04:01:01:1630',
    });
    expect(v.parse(BanSearchQuerySchema, { kind: 'vehicle', by: 'number', stateNumber: '01t517ka' })).toEqual({
      kind: 'vehicle',
      by: 'number',
      stateNumber: '01T517KA',
    });
    expect(v.parse(BanSearchQuerySchema, { kind: 'vehicle', by: 'passport', techPassportSeries: 'aaf', techPassportNumber: '3456789' })).toEqual({
      kind: 'vehicle',
      by: 'passport',
      techPassportSeries: 'AAF',
      techPassportNumber: '3456789',
    });
    expect(v.parse(BanSearchQuerySchema, { kind: 'agri_machinery', machineryNumber: 'tt 1234' })).toEqual({
      kind: 'agri_machinery',
      machineryNumber: 'TT 1234',
    });
  });

  it('asks for the fields of the chosen kind only, as "required"', () => {
    expect(issues({ kind: 'real_estate', stateNumber: '01A777AA' })).toEqual([['cadastreNumber', 'error_required']]);
    expect(issues({ kind: 'vehicle', by: 'passport' })).toEqual([
      ['techPassportSeries', 'error_required'],
      ['techPassportNumber', 'error_required'],
    ]);
    expect(issues({ kind: 'agri_machinery', machineryNumber: '   ' })).toEqual([['machineryNumber', 'error_required']]);
  });

  it('rejects an unknown kind, a vehicle without a key choice and malformed keys', () => {
    expect(issues({ kind: 'boat' })).toEqual([['kind', 'error_invalid_value']]);
    expect(issues({ kind: 'vehicle' })).toEqual([['by', 'error_invalid_value']]);
    expect(issues({ kind: 'real_estate', cadastreNumber: '11-14' })).toEqual([['cadastreNumber', 'error_invalid_value']]);
    expect(issues({ kind: 'vehicle', by: 'passport', techPassportSeries: 'AAF', techPassportNumber: '12345' })).toEqual([
      ['techPassportNumber', 'error_incomplete_value'],
    ]);
  });
});
