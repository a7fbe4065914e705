import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS, type ActTypeId } from '../act-types.ts';
import { SUBJECT_KINDS_BY_TYPE } from '../subject-kinds.ts';
import {
  commonToStore,
  maskedCardNumber,
  passesLuhn,
  SubjectCommonFieldsSchema,
  subjectCommonIssues,
  subjectFieldApplies,
  subjectFieldGroups,
  type SubjectCommonContext,
  type SubjectCommonField,
  type SubjectCommonInput,
} from './subject-common-fields.ts';

const VISA_TEST = '4111 1111 1111 1111';
const messages = (input: SubjectCommonInput) => {
  const result = v.safeParse(SubjectCommonFieldsSchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('the common subject fields (spec §3 "Subjects … Common", §5 card masks)', () => {
  it.each<[what: string, input: SubjectCommonInput, problems: (string | null)[][]]>([
    ['nothing stated', {}, []],
    ['a card number that fails the Luhn check', { cardNumber: '4111 1111 1111 1112' }, [['cardNumber', 'error_invalid_card_number']]],
    ['a card number of 15 digits', { cardNumber: '4111 1111 1111 111' }, [['cardNumber', 'error_invalid_card_number']]],
    ['a right card number', { cardNumber: VISA_TEST, cardExpiry: '12/30' }, []],
    ['a card expiry with month 13', { cardExpiry: '13/30' }, [['cardExpiry', 'error_invalid_card_expiry']]],
    ['an account of 19 digits', { account: '2020800000000000000' }, [['account', 'error_invalid_account']]],
    ['an account of 20 digits', { account: '20208000900000000001' }, []],
    ['a registry date not in DD.MM.YYYY', { registryDate: '2024-01-31' }, [['registryDate', 'error_invalid_date']]],
    ['a policy date the calendar lacks', { policyDate: '31.02.2024' }, [['policyDate', 'error_invalid_date']]],
    ['a share of 3/2', { shareNumerator: 3, shareDenominator: 2 }, [['shareNumerator', 'error_share_over_whole']]],
    ['a share of 0/2', { shareNumerator: 0, shareDenominator: 2 }, [['shareNumerator', 'error_invalid_value']]],
    ['a share of 1.5/2', { shareNumerator: 1.5, shareDenominator: 2 }, [['shareNumerator', 'error_invalid_value']]],
    ['a numerator without its denominator', { shareNumerator: 1 }, [['shareDenominator', 'error_required']]],
    ['the whole, 2/2', { shareNumerator: 2, shareDenominator: 2 }, []],
    ['a payment method off the list', { paymentMethod: 'barter' as never }, [['paymentMethod', 'error_invalid_value']]],
    ['an advance below zero', { advanceTiyin: -1 }, [['advanceTiyin', 'error_invalid_value']]],
    ['a disposal consent type off the list', { consentTypes: ['sale', 'rent' as never] }, [['consentTypes.1', 'error_invalid_value']]],
  ])('%s', (_what, input, problems) => {
    expect(messages(input)).toEqual(problems);
  });

  it('reads the card number without the mask’s spaces', () => {
    expect(v.parse(SubjectCommonFieldsSchema, { cardNumber: VISA_TEST }).cardNumber).toBe('4111111111111111');
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('which act types ask which common fields (spec §3, §4; docs/decisions/0050-subject-common-fields.md)', () => {
  it.each<[ActTypeId, SubjectCommonField, boolean]>([
    [1, 'paymentMethod', true],
    [1, 'creditSumTiyin', true],
    [1, 'shareNumerator', true],
    [1, 'insuranceCompany', false],
    [1, 'consentTypes', false],
    [4, 'paymentMethod', false],
    [4, 'shareRecipientPartyId', true],
    [9, 'paymentMethod', true],
    [9, 'account', true],
    [9, 'policyNumber', true],
    [101, 'ownershipBasis', true],
    [101, 'paymentMethod', false],
    [15003, 'consentTypes', true],
    [15003, 'paymentMethod', false],
  ])('type %i asks %s: %s', (type, field, asked) => {
    expect(subjectFieldApplies(type, field)).toBe(asked);
  });

  it('asks nothing where the act has no subject', () => {
    for (const type of ACT_TYPE_IDS) if (SUBJECT_KINDS_BY_TYPE[type].length === 0) expect(subjectFieldGroups(type)).toEqual([]);
  });
});

const context = (more: Partial<SubjectCommonContext> = {}): SubjectCommonContext => ({
  actTypeId: 1,
  partyIds: [11, 12],
  today: { year: 2026, month: 11 },
  storedCard: null,
  ...more,
});
const parsed = (input: SubjectCommonInput) => v.parse(SubjectCommonFieldsSchema, input);

describe('the checks that need the act (spec §3 shares "recipient", §5 card expiry)', () => {
  it.each<[what: string, input: SubjectCommonInput, more: Partial<SubjectCommonContext>, problems: [string, string][]]>([
    ['a field the type does not ask', { paymentMethod: 'cash' }, { actTypeId: 4 }, [['paymentMethod', 'error_not_applicable']]],
    [
      'a bank card without its number',
      { paymentMethod: 'bank_card' },
      {},
      [
        ['cardNumber', 'error_required'],
        ['cardExpiry', 'error_required'],
      ],
    ],
    [
      'a bank card that expired last month',
      { paymentMethod: 'bank_card', cardNumber: VISA_TEST, cardExpiry: '10/26' },
      {},
      [['cardExpiry', 'error_card_expired']],
    ],
    ['a bank card valid through this month', { paymentMethod: 'bank_card', cardNumber: VISA_TEST, cardExpiry: '11/26' }, {}, []],
    ['the stored card kept', { paymentMethod: 'bank_card' }, { storedCard: { cardLast4: '1111', cardExpiry: '12/30' } }, []],
    ['a card number with cash', { paymentMethod: 'cash', cardNumber: VISA_TEST }, {}, [['cardNumber', 'error_not_applicable']]],
    [
      'a recipient who is no party of the act',
      { shareNumerator: 1, shareDenominator: 2, shareRecipientPartyId: 99 },
      {},
      [['shareRecipientPartyId', 'error_share_recipient_not_party']],
    ],
    ['a recipient who is a party', { shareNumerator: 1, shareDenominator: 2, shareRecipientPartyId: 12 }, {}, []],
  ])('%s', (_what, input, more, problems) => {
    expect(subjectCommonIssues(parsed(input), context(more)).map((issue) => [issue.path, issue.message])).toEqual(problems);
  });
});

describe('what is kept of a card (docs/decisions/0050-subject-common-fields.md)', () => {
  it('keeps the last four digits and the expiry, never the number', () => {
    const stored = commonToStore(parsed({ paymentMethod: 'bank_card', cardNumber: VISA_TEST, cardExpiry: '12/30', advanceTiyin: 100 }), null);
    expect(stored).toEqual({ paymentMethod: 'bank_card', advanceTiyin: 100, cardLast4: '1111', cardExpiry: '12/30' });
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(maskedCardNumber('1111')).toBe('•••• •••• •••• 1111');
  });

  it('keeps the stored card when it is not typed again, and drops it with another method', () => {
    const card = { cardLast4: '4242', cardExpiry: '01/29' };
    expect(commonToStore(parsed({ paymentMethod: 'bank_card' }), card)).toEqual({ paymentMethod: 'bank_card', cardLast4: '4242', cardExpiry: '01/29' });
    expect(commonToStore(parsed({ paymentMethod: 'cash' }), card)).toEqual({ paymentMethod: 'cash' });
  });
});
