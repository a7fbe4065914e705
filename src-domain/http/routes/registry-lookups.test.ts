import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PersonLookupQuerySchema, RealEstateLookupQuerySchema, VehicleLookupQuerySchema } from './registry-lookups.ts';

function firstIssues(schema: v.GenericSchema, input: unknown): [string, string][] {
  const first = new Map<string, string>();
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe('registry lookup queries (spec §5 masks)', () => {
  it('reads a plate written any way, or a tech passport', () => {
    expect(v.parse(VehicleLookupQuerySchema, { stateNumber: ' 01 a 777 aa ' })).toEqual({
      stateNumber: '01A777AA',
      techPassportSeries: '',
      techPassportNumber: '',
    });
    expect(v.parse(VehicleLookupQuerySchema, { techPassportSeries: 'aaf', techPassportNumber: '1234567' })).toEqual({
      stateNumber: '',
      techPassportSeries: 'AAF',
      techPassportNumber: '1234567',
    });
  });

  it.each([
    [
      {},
      [
        ['techPassportSeries', 'error_required'],
        ['techPassportNumber', 'error_required'],
      ],
    ],
    [{ stateNumber: '01A777AA01A777AA' }, [['stateNumber', 'error_too_long']]],
    [{ stateNumber: '01-A' }, [['stateNumber', 'error_invalid_value']]],
    [
      { techPassportSeries: 'AAF1', techPassportNumber: '123' },
      [
        ['techPassportSeries', 'error_invalid_value'],
        ['techPassportNumber', 'error_invalid_value'],
      ],
    ],
  ])('refuses the vehicle query %j', (input, expected) => {
    expect(firstIssues(VehicleLookupQuerySchema, input)).toEqual(expected);
  });

  it('takes a cadastre number of digits, colons and slashes up to 50 characters', () => {
    expect(v.parse(RealEstateLookupQuerySchema, { cadastre: '11:14:04:01:01:1630' })).toEqual({ cadastre: '11:14:04:01:01:1630' });
    expect(v.parse(RealEstateLookupQuerySchema, { cadastre: '10/123:4' })).toEqual({ cadastre: '10/123:4' });
    expect(firstIssues(RealEstateLookupQuerySchema, { cadastre: '11-14' })).toEqual([['cadastre', 'error_invalid_value']]);
    expect(firstIssues(RealEstateLookupQuerySchema, {})).toEqual([['cadastre', 'error_required']]);
  });

  it('reads a person’s pin and document, upper-casing the series', () => {
    expect(v.parse(PersonLookupQuerySchema, { pin: '40211922651010', docSeries: 'ad', docNumber: '2345678' })).toEqual({
      pin: '40211922651010',
      docSeries: 'AD',
      docNumber: '2345678',
    });
    expect(firstIssues(PersonLookupQuerySchema, {})).toEqual([
      ['pin', 'error_required_pin'],
      ['docSeries', 'error_required'],
      ['docNumber', 'error_required_docnum'],
    ]);
    expect(firstIssues(PersonLookupQuerySchema, { pin: '4021192265101X', docSeries: 'АД', docNumber: '12-34' })).toEqual([
      ['pin', 'error_pin_digits_only'],
      ['docSeries', 'error_invalid_value'],
      ['docNumber', 'error_invalid_value'],
    ]);
  });
});
