import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actFixture, partyFixture, subjectFixture } from '../../test/act-fixture.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { SubjectTermsFacts } from './subject-terms-facts.tsx';

const buyer = partyFixture({ id: 2, role: 'buyer', isApplicant: false, fullName: 'Yusupova Malika' });

describe('SubjectTermsFacts (spec §3 common subject fields on the act page)', () => {
  it('lists the terms: method, the card as its last four digits, sums, the share and its recipient', async () => {
    const subject = subjectFixture({
      data: {
        make: 'Chevrolet',
        'common.paymentMethod': 'bank_card',
        'common.cardLast4': '1111',
        'common.cardExpiry': '12/30',
        'common.advanceTiyin': 2_000_000_000,
        'common.ownershipBasis': 'Oldi-sotdi shartnomasi',
        'common.shareNumerator': 1,
        'common.shareDenominator': 2,
        'common.shareRecipientPartyId': 2,
      },
    });
    await renderInLocale(<SubjectTermsFacts act={actFixture({ parties: [partyFixture(), buyer] })} subject={subject} />, 'ru');
    const terms = screen.getByRole('region', { name: 'Условия по имуществу' });
    const rows = Array.from(terms.querySelectorAll('.act-facts__row')).map((row) => row.textContent);
    expect(rows).toEqual([
      'Основание права собственностиOldi-sotdi shartnomasi',
      'Способ оплатыБанковская карта',
      'Номер карты•••• •••• •••• 1111',
      'Срок действия карты (ММ/ГГ)12/30',
      'Предоплата (аванс), сум20\u00a0000\u00a0000,00',
      'Доля1/2',
      'Получатель долиYusupova Malika',
    ]);
  });

  it('shows nothing when no term is stated', async () => {
    const view = await renderInLocale(<SubjectTermsFacts act={actFixture()} subject={subjectFixture()} />);
    expect(view.container.textContent).toBe('');
  });
});
