import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES, DUPLICATE_GUARDED_ACT_TYPES, isActTypeId, REG_SYSTEMS, REG_TYPES, regTypeOf } from './act-types.ts';

describe('act types (spec §4 wizards by act type id)', () => {
  it('lists the thirteen wizard act types', () => {
    expect(ACT_TYPE_IDS).toEqual([1, 4, 9, 101, 105, 11651, 11680, 11944, 11962, 12047, 15003, 15034, 15035]);
  });

  it.each(ACT_TYPE_IDS.flatMap((id) => LOCALES.map((locale) => [id, locale] as const)))('names act type %i in %s (spec §1 locales)', (id, locale) => {
    expect(ACT_TYPE_NAMES[id][locale].trim()).not.toBe('');
  });

  it.each([
    [1, true],
    [15035, true],
    [2, false],
    ['1', false],
    [null, false],
  ])('isActTypeId(%j) is %s', (value, expected) => {
    expect(isActTypeId(value)).toBe(expected);
  });

  it('refuses duplicate unfinished acts of types 1, 101, 105, 11651, 11944, 15003, 15034, 15035 (spec §5)', () => {
    expect(DUPLICATE_GUARDED_ACT_TYPES).toEqual([1, 101, 105, 11651, 11944, 15003, 15034, 15035]);
  });

  it.each([
    ['inPerson', 1],
    ['video', 2],
  ] as const)('registration type %s is %i (spec §3)', (name, id) => {
    expect(REG_TYPES[name]).toBe(id);
  });

  it('knows registry systems 2, 3 and 4 (spec §2 screen 7)', () => {
    expect(REG_SYSTEMS).toEqual([2, 3, 4]);
  });
});

describe('regTypeOf: a stored registration or participation type as the rules read it (spec §3)', () => {
  it.each<[number, number]>([
    [1, REG_TYPES.inPerson],
    [2, REG_TYPES.video],
    [0, REG_TYPES.inPerson],
    [3, REG_TYPES.inPerson],
  ])('%i → %i', (stored, read) => {
    expect(regTypeOf(stored)).toBe(read);
  });
});
