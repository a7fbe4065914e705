import { describe, expect, it } from 'vitest';
import type { ActViewerRole } from './party-disclosure.ts';
import { discloseSubjectData } from './subject-disclosure.ts';

const data = {
  make: 'Chevrolet',
  'common.paymentMethod': 'bank_card',
  'common.cardLast4': '1111',
  'common.cardExpiry': '12/30',
  'common.account': '20208000900000000001',
};

describe('who reads the payer’s card and account (spec §3 common fields, docs/decisions/0050-subject-common-fields.md)', () => {
  it.each<[ActViewerRole, boolean]>([
    ['applicant', true],
    ['notary', true],
    ['party', false],
    ['admin', false],
  ])('%s: %s', (role, sees) => {
    const shown = discloseSubjectData(data, { role, pin: '1' });
    expect(shown['common.paymentMethod']).toBe('bank_card');
    expect(shown.make).toBe('Chevrolet');
    expect('common.cardLast4' in shown && 'common.account' in shown && 'common.cardExpiry' in shown).toBe(sees);
  });
});
