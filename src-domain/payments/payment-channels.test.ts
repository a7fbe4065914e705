import { describe, expect, it } from 'vitest';
import { isOnlinePaymentSystem, PAYMENT_CHANNELS, RECEIPT_NUMBER_PATTERN, refundMadeBy } from './payment-channels.ts';

describe('ways to pay an invoice (spec §4 step 7 "payable at banks or electronic payment systems, in advance or on site")', () => {
  it.each([
    ['payme', true, 'provider'],
    ['click', true, 'provider'],
    ['bank', false, 'office'],
    ['office', false, 'office'],
  ] as const)('%s: an electronic system %s; its refunds are made by the %s', (channel, online, madeBy) => {
    expect(isOnlinePaymentSystem(channel)).toBe(online);
    expect(refundMadeBy(channel)).toBe(madeBy);
  });

  it('names every way the spec lists: electronic systems, a bank, on site', () => {
    expect(PAYMENT_CHANNELS).toEqual(['payme', 'click', 'bank', 'office']);
  });

  it.each([
    ['000123', true],
    ['KA-2026/0042', true],
    ['a', true],
    ['', false],
    ['-12', false],
    ['12 34', false],
    ['x'.repeat(41), false],
    ['чек1', false],
  ])('receipt number %j is well formed: %s', (text, ok) => {
    expect(RECEIPT_NUMBER_PATTERN.test(text)).toBe(ok);
  });
});
