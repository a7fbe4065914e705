import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { ACT_STATE_NAMES, ACT_STATES, isActState, TERMINAL_ACT_STATES } from './act-states.ts';

describe('act states (spec §3, §4)', () => {
  it.each(['active', 'cancelled', 'annulled', 'destroyed', 'awaiting_registration', 'inactive'])('knows the state %s', (state) => {
    expect(isActState(state)).toBe(true);
  });

  it.each(ACT_STATES.flatMap((state) => LOCALES.map((locale) => [state, locale] as const)))('names state %s in %s', (state, locale) => {
    expect(ACT_STATE_NAMES[state][locale].trim()).not.toBe('');
  });

  it.each([
    ['cancelled', true],
    ['annulled', true],
    ['inactive', true],
    ['draft', false],
    ['active', false],
    ['awaiting_registration', false],
  ] as const)('state %s is terminal: %s (a no-show makes an act inactive and stops operations, spec §4)', (state, terminal) => {
    expect(TERMINAL_ACT_STATES.includes(state)).toBe(terminal);
  });

  it.each(['', 'ACTIVE', 'unknown', 1, null])('isActState(%j) is false', (value) => {
    expect(isActState(value)).toBe(false);
  });
});
