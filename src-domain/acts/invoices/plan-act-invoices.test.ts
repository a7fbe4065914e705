import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../act-types.ts';
import type { FeeRate } from '../../fees/fee-rate.ts';
import type { InvoiceParty } from './invoice-parties.ts';
import { planActInvoices, type ActInvoiceFacts } from './plan-act-invoices.ts';

/** 412 000 sum, the seed's base calculation value. */
const BCV = 41_200_000;
const SUM = 100;
/** The catalogue rates of the seed (src-server/seed/catalogue-data.ts). */
const VEHICLE_TRANSFER: FeeRate = { percentOfBcv: 0, permilleOfValue: 10 };
const PROXY: FeeRate = { percentOfBcv: 50, permilleOfValue: null };
/** 10 % of the BCV (service-fee.ts). */
const SERVICE = 4_120_000;

const aziz: InvoiceParty = {
  id: 1,
  role: 'donor',
  isApplicant: true,
  isPayer: false,
  relationship: null,
  fullName: 'Karimov Aziz Alisher o‘g‘li',
  status: 'accepted',
};
const counterpart = (role: string, relationship: string | null, extra: Partial<InvoiceParty> = {}): InvoiceParty => ({
  id: 2,
  role,
  isApplicant: false,
  isPayer: false,
  relationship,
  fullName: 'Karimova Dilnoza Rustam qizi',
  status: 'accepted',
  ...extra,
});

function facts(actTypeId: ActTypeId, dutyRate: FeeRate | null, parties: InvoiceParty[], extra: Partial<ActInvoiceFacts> = {}): ActInvoiceFacts {
  return { actTypeId, freeOfCharge: false, dutyRate, bcvTiyin: BCV, sumTiyin: null, subjects: [{ priceTiyin: 150_000_000 * SUM }], parties, ...extra };
}

const amounts = (f: ActInvoiceFacts) => planActInvoices(f).map((invoice) => [invoice.purpose, invoice.amountTiyin, invoice.discountPercent]);

describe('the invoices of an act: state duty by the catalogue rule with the close-relative discount (spec §9)', () => {
  it.each([
    ['a vehicle gift (4) to the spouse: 5 % of the duty (1 % of 150 000 000 sum)', 4, VEHICLE_TRANSFER, 'donee', 'spouse', 7_500_000, 95],
    ['a vehicle sale (1) to a child: 5 % of the duty', 1, VEHICLE_TRANSFER, 'buyer', 'child', 7_500_000, 95],
    ['a vehicle sale (1) to a nephew: full duty (transfers do not name nephews)', 1, VEHICLE_TRANSFER, 'buyer', 'nephew', 150_000_000, null],
    ['a vehicle sale (1) to a stranger: full duty', 1, VEHICLE_TRANSFER, 'buyer', 'none', 150_000_000, null],
    ['a vehicle sale (1) without a declared relationship: full duty', 1, VEHICLE_TRANSFER, 'buyer', null, 150_000_000, null],
    ['a vehicle proxy (101) to the spouse: 50 % of half the BCV', 101, PROXY, 'attorney', 'spouse', 10_300_000, 50],
    ['a vehicle proxy (101) to a nephew: 50 % ("including nephews")', 101, PROXY, 'attorney', 'nephew', 10_300_000, 50],
    ['a vehicle proxy (101) to a stranger: full duty', 101, PROXY, 'attorney', 'none', 20_600_000, null],
    ['a real-estate proxy (105) to a child: no discount for this type', 105, PROXY, 'attorney', 'child', 20_600_000, null],
  ] as const)('%s', (_name, type, rate, role, relationship, duty, discount) => {
    expect(amounts(facts(type, rate, [aziz, counterpart(role, relationship)]))).toEqual([
      ['state_duty', duty, discount],
      ['service', SERVICE, null],
    ]);
  });

  it('keeps the fee rule’s breakdown on the duty invoice, for the printed invoice', () => {
    const [duty] = planActInvoices(facts(4, VEHICLE_TRANSFER, [aziz, counterpart('donee', 'spouse')]));
    expect(duty?.breakdown?.lines).toEqual([
      { kind: 'valuePart', tiyin: 150_000_000 },
      { kind: 'relativeDiscount', tiyin: 142_500_000 },
    ]);
  });

  it('grants the discount only when every counterpart earns it: a nephew and a stranger as attorneys pay in full', () => {
    const stranger = counterpart('attorney', 'none', { id: 3 });
    expect(amounts(facts(101, PROXY, [aziz, counterpart('attorney', 'nephew'), stranger]))[0]).toEqual(['state_duty', 20_600_000, null]);
    const brother = counterpart('attorney', 'sibling', { id: 3 });
    expect(amounts(facts(101, PROXY, [aziz, counterpart('attorney', 'nephew'), brother]))[0]).toEqual(['state_duty', 10_300_000, 50]);
  });

  it('ignores a counterpart who declined or left the deal (spec §4)', () => {
    const declinedStranger = counterpart('attorney', 'none', { id: 3, status: 'declined' });
    expect(amounts(facts(101, PROXY, [aziz, counterpart('attorney', 'spouse'), declinedStranger]))[0]).toEqual(['state_duty', 10_300_000, 50]);
  });

  it('reads the act’s sum when no subject has a price, and counts a missing value as nothing due', () => {
    expect(
      amounts(facts(1, VEHICLE_TRANSFER, [aziz, counterpart('buyer', 'none')], { subjects: [{ priceTiyin: null }], sumTiyin: 10_000_000 * SUM }))[0],
    ).toEqual(['state_duty', 10_000_000, null]);
    expect(amounts(facts(1, VEHICLE_TRANSFER, [aziz, counterpart('buyer', 'none')], { subjects: [] }))).toEqual([['service', SERVICE, null]]);
  });

  it('adds up the prices of several subjects', () => {
    const two = facts(1, VEHICLE_TRANSFER, [aziz, counterpart('buyer', 'none')], {
      subjects: [{ priceTiyin: 1_000_000 * SUM }, { priceTiyin: 2_000_000 * SUM }],
    });
    expect(amounts(two)[0]).toEqual(['state_duty', 3_000_000, null]);
  });

  it('bills nothing for a free-of-charge act (spec §3 flag): neither the duty nor the notary’s service fee', () => {
    expect(amounts(facts(101, PROXY, [aziz, counterpart('attorney', 'none')], { freeOfCharge: true }))).toEqual([]);
    expect(amounts(facts(4, VEHICLE_TRANSFER, [aziz, counterpart('donee', 'spouse')], { freeOfCharge: true }))).toEqual([]);
  });

  it('bills only the service fee when the catalogue has no duty rate for the type', () => {
    expect(amounts(facts(11680, null, [aziz]))).toEqual([['service', SERVICE, null]]);
  });
});

describe('who the invoices are billed to (spec §3 Party "payer flag")', () => {
  const payers = (parties: InvoiceParty[]) => planActInvoices(facts(101, PROXY, parties)).map((invoice) => [invoice.payerPartyId, invoice.payerName]);

  it('bills the applicant when nobody is flagged as payer', () => {
    expect(payers([aziz, counterpart('attorney', 'none')])).toEqual([
      [1, aziz.fullName],
      [1, aziz.fullName],
    ]);
  });

  it('bills the party flagged as payer', () => {
    expect(payers([aziz, counterpart('attorney', 'none', { isPayer: true })])).toEqual([
      [2, 'Karimova Dilnoza Rustam qizi'],
      [2, 'Karimova Dilnoza Rustam qizi'],
    ]);
  });

  it('bills the applicant when the flagged payer has declined', () => {
    expect(payers([aziz, counterpart('attorney', 'none', { isPayer: true, status: 'declined' })])[0]).toEqual([1, aziz.fullName]);
  });

  it('bills the other party flagged as payer even though the applicant’s row carries the flag by default', () => {
    expect(payers([{ ...aziz, isPayer: true }, counterpart('attorney', 'none', { isPayer: true })])[0]).toEqual([2, 'Karimova Dilnoza Rustam qizi']);
    expect(payers([{ ...aziz, isPayer: true }, counterpart('attorney', 'none')])[0]).toEqual([1, aziz.fullName]);
  });

  it('takes the first flagged payer in the order the parties were added', () => {
    const second = counterpart('attorney', 'none', { id: 3, isPayer: true, fullName: 'Second' });
    expect(payers([aziz, counterpart('attorney', 'none', { isPayer: true }), second])[0]).toEqual([2, 'Karimova Dilnoza Rustam qizi']);
  });
});
