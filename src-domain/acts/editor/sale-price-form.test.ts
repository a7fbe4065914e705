import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { salePriceFormOf, salePriceFormSchema, withOtherStoredCommon, type SalePriceFormValues } from './sale-price-form.ts';

const form = (more: Partial<SalePriceFormValues> = {}): SalePriceFormValues => ({
  price: '',
  paymentMethod: '',
  advance: '',
  ownFunds: '',
  creditSum: '',
  creditOrganisation: '',
  bank: '',
  ...more,
});

const messages = (values: SalePriceFormValues) => {
  const result = v.safeParse(salePriceFormSchema, values);
  return result.success ? [] : result.issues.map((found) => [v.getDotPath(found), found.message]);
};

describe('the sale wizard’s price step (spec §4 "sale price for a sale", §3 common subject fields, §5 currency input)', () => {
  it.each<[what: string, values: SalePriceFormValues, problems: (string | null)[][]]>([
    [
      'no price',
      form(),
      [
        ['price', 'error_required'],
        ['price', 'error_invalid_amount'],
      ],
    ],
    ['a price that is not an amount', form({ price: '12,3,4' }), [['price', 'error_invalid_amount']]],
    ['an advance that is not an amount', form({ price: '100', advance: 'abc' }), [['advance', 'error_invalid_amount']]],
    ['a price alone', form({ price: '145 000 000' }), []],
  ])('%s', (_what, values, problems) => {
    expect(messages(values)).toEqual(problems);
  });

  it('sends the price in tiyin and only the common fields that apply to the payment method', () => {
    const credit = form({
      price: '145 000 000',
      paymentMethod: 'credit',
      advance: '20 000 000',
      creditSum: '125 000 000',
      creditOrganisation: 'Xalq banki',
      bank: 'x',
    });
    expect(v.parse(salePriceFormSchema, credit)).toEqual({
      priceTiyin: 14_500_000_000,
      common: { paymentMethod: 'credit', advanceTiyin: 2_000_000_000, creditSumTiyin: 12_500_000_000, creditOrganisation: 'Xalq banki' },
    });
    const cash = form({ price: '1 000.50', paymentMethod: 'cash', creditSum: '5', creditOrganisation: 'Xalq banki' });
    expect(v.parse(salePriceFormSchema, cash)).toEqual({ priceTiyin: 100_050, common: { paymentMethod: 'cash' } });
    expect(v.parse(salePriceFormSchema, form({ price: '10', paymentMethod: 'bank_transfer', bank: 'Ipoteka bank' }))).toEqual({
      priceTiyin: 1_000,
      common: { paymentMethod: 'bank_transfer', bank: 'Ipoteka bank' },
    });
  });

  it('reads a stored subject back as the form shows it', () => {
    expect(
      salePriceFormOf({
        priceTiyin: 14_500_000_000,
        data: { 'common.paymentMethod': 'credit', 'common.advanceTiyin': 2_000_000_000, 'common.creditOrganisation': 'Xalq banki' },
      }),
    ).toEqual(form({ price: '145 000 000,00', paymentMethod: 'credit', advance: '20 000 000,00', creditOrganisation: 'Xalq banki' }));
    expect(salePriceFormOf({ priceTiyin: null, data: { 'common.paymentMethod': 'barter' } })).toEqual(form());
  });

  it('keeps the common fields the step does not edit (spec §3 shares, ownership basis)', () => {
    const stored = {
      'common.paymentMethod': 'bank_card',
      'common.cardLast4': '1111',
      'common.shareNumerator': 1,
      'common.shareDenominator': 2,
      'common.ownershipBasis': 'Meros',
    };
    expect(withOtherStoredCommon({ priceTiyin: 1_000, common: { paymentMethod: 'cash' } }, stored)).toEqual({
      priceTiyin: 1_000,
      common: { paymentMethod: 'cash', shareNumerator: 1, shareDenominator: 2, ownershipBasis: 'Meros' },
    });
  });

  it('keeps a payment by card while the step chooses no other method (the server keeps the card)', () => {
    const stored = { 'common.paymentMethod': 'bank_card', 'common.cardLast4': '1111', 'common.cardExpiry': '12/30' };
    expect(withOtherStoredCommon({ priceTiyin: 1_000, common: {} }, stored)).toEqual({ priceTiyin: 1_000, common: { paymentMethod: 'bank_card' } });
  });
});
