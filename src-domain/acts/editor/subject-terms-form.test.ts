import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../act-types.ts';
import type { PaymentMethod } from './subject-common-fields.ts';
import { firstIssues } from './form-issues.test-support.ts';
import { storedSubjectCommon, subjectTermsFieldsShown, subjectTermsFormOf, subjectTermsFormSchema, type SubjectTermsFormValues } from './subject-terms-form.ts';

const TODAY = { year: 2026, month: 11 };
const form = (more: Partial<SubjectTermsFormValues> = {}): SubjectTermsFormValues => ({ ...subjectTermsFormOf({}), ...more });
const OWNERSHIP = ['ownershipBasis', 'registryNumber', 'registryDate', 'ownerType'];
const PAYMENT = ['paymentMethod', 'advanceTiyin', 'ownFundsTiyin', 'remainingTiyin'];
const SHARES = ['shareNumerator', 'shareDenominator', 'shareRecipientPartyId'];
const card = (cardNumber: string, cardExpiry: string) => form({ paymentMethod: 'bank_card', cardNumber, cardExpiry });

describe('the subject terms form (spec §3 common subject fields, §5 card number and expiry masks)', () => {
  it.each<[what: string, type: ActTypeId, values: SubjectTermsFormValues, problems: [string | null, string][]]>([
    ['nothing typed', 1, form(), []],
    ['a card number failing the Luhn check', 1, card('4111 1111 1111 1112', '12/30'), [['cardNumber', 'error_invalid_card_number']]],
    ['a card number cut short', 1, card('4111 1111', '12/30'), [['cardNumber', 'error_invalid_card_number']]],
    ['a card that expired in October', 1, card('4111 1111 1111 1111', '10/26'), [['cardExpiry', 'error_card_expired']]],
    ['a card expiry of month 00', 1, card('4111 1111 1111 1111', '00/30'), [['cardExpiry', 'error_invalid_card_expiry']]],
    ['a share of 3/2', 1, form({ shareNumerator: '3', shareDenominator: '2' }), [['shareNumerator', 'error_share_over_whole']]],
    ['a share of 0/2', 1, form({ shareNumerator: '0', shareDenominator: '2' }), [['shareNumerator', 'error_invalid_value']]],
    ['a denominator without numerator', 4, form({ shareDenominator: '2' }), [['shareNumerator', 'error_required']]],
    ['an account of 19 digits', 9, form({ account: '2020800090000000000' }), [['account', 'error_invalid_account']]],
    ['a registry date that is no date', 105, form({ registryDate: '32.01.2024' }), [['registryDate', 'error_invalid_date']]],
    ['an advance with three decimals', 1, form({ advance: '10.123' }), [['advance', 'error_invalid_amount']]],
  ])('%s', (_what, type, values, problems) => {
    expect(firstIssues(subjectTermsFormSchema(type, TODAY), values)).toEqual(problems);
  });

  it('sends a sale paid by card: the digits, the expiry, money in tiyin, the share and its recipient', () => {
    const values = form({
      paymentMethod: 'bank_card',
      cardNumber: '4111 1111 1111 1111',
      cardExpiry: '12/30',
      advance: '20 000 000',
      remaining: '125 000 000',
      shareNumerator: '1',
      shareDenominator: '2',
      shareRecipient: '12',
      ownershipBasis: 'Oldi-sotdi shartnomasi',
      registryDate: '01.02.2020',
      creditSum: '5',
      insuranceCompany: 'Kafolat',
    });
    expect(v.parse(subjectTermsFormSchema(1, TODAY), values)).toEqual({
      common: {
        ownershipBasis: 'Oldi-sotdi shartnomasi',
        registryDate: '01.02.2020',
        paymentMethod: 'bank_card',
        advanceTiyin: 2_000_000_000,
        remainingTiyin: 12_500_000_000,
        cardNumber: '4111111111111111',
        cardExpiry: '12/30',
        shareNumerator: 1,
        shareDenominator: 2,
        shareRecipientPartyId: 12,
      },
    });
  });

  it('leaves an empty card number out, so the stored card stays', () => {
    expect(v.parse(subjectTermsFormSchema(1, TODAY), form({ paymentMethod: 'bank_card', cardExpiry: '12/30' }))).toEqual({
      common: { paymentMethod: 'bank_card', cardExpiry: '12/30' },
    });
  });

  it.each<[ActTypeId, '' | PaymentMethod, string[]]>([
    [1, 'cash', [...OWNERSHIP, ...PAYMENT, ...SHARES]],
    [1, 'bank_transfer', [...OWNERSHIP, ...PAYMENT, 'bank', 'account', ...SHARES]],
    [1, 'bank_card', [...OWNERSHIP, ...PAYMENT, 'cardNumber', 'cardExpiry', ...SHARES]],
    [4, '', [...OWNERSHIP, ...SHARES]],
    [15003, '', [...OWNERSHIP, 'consentTypes']],
    [11651, '', []],
  ])('type %i paid by "%s" shows %j', (type, method, fields) => {
    expect(subjectTermsFieldsShown(type, method)).toEqual(fields);
  });

  it('shows a pledge its credit, bank, letter and account whatever the payment method', () => {
    expect(subjectTermsFieldsShown(9, 'cash')).toEqual(
      expect.arrayContaining(['creditSumTiyin', 'creditOrganisation', 'bank', 'bankLetter', 'account', 'policyNumber']),
    );
  });

  it('reads the stored fields back, the card number empty and the stored card left to the server', () => {
    const data = {
      make: 'Chevrolet',
      'common.paymentMethod': 'bank_card',
      'common.cardLast4': '1111',
      'common.cardExpiry': '12/30',
      'common.advanceTiyin': 100,
      'common.shareNumerator': 1,
    };
    expect(subjectTermsFormOf(data)).toEqual(form({ paymentMethod: 'bank_card', cardExpiry: '12/30', advance: '1,00', shareNumerator: '1' }));
    expect(storedSubjectCommon(data)).toEqual({ paymentMethod: 'bank_card', advanceTiyin: 100, shareNumerator: 1 });
  });
});
