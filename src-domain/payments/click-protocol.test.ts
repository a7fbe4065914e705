import { describe, expect, it } from 'vitest';
import { clickAmountToTiyin, clickSignSource, tiyinToClickAmount, type ClickComplete, type ClickPrepare } from './click-protocol.ts';

const PREPARE: ClickPrepare = {
  click_trans_id: '2201',
  service_id: '77',
  click_paydoc_id: '9901',
  merchant_trans_id: 'INV-2026-000042',
  amount: '15000.00',
  action: '0',
  error: '0',
  error_note: '',
  sign_time: '2026-11-23 10:00:00',
  sign_string: '0'.repeat(32),
};

describe('Click SHOP API (docs/decisions/0054-ways-to-pay.md)', () => {
  it('signs Prepare over click_trans_id, service_id, the key, merchant_trans_id, amount, action, sign_time', () => {
    expect(clickSignSource(PREPARE, 'KEY')).toBe('220177KEYINV-2026-00004215000.0002026-11-23 10:00:00');
  });

  it('signs Complete with merchant_prepare_id after merchant_trans_id', () => {
    const complete: ClickComplete = { ...PREPARE, action: '1', merchant_prepare_id: '5' };
    expect(clickSignSource(complete, 'KEY')).toBe('220177KEYINV-2026-000042515000.0012026-11-23 10:00:00');
  });

  it.each([
    ['15000', 1_500_000],
    ['15000.5', 1_500_050],
    ['15000.50', 1_500_050],
    ['0.01', 1],
    ['15000.505', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [' 100', null],
  ])('amount %j sum is %s tiyin', (amount, tiyin) => {
    expect(clickAmountToTiyin(amount)).toBe(tiyin);
  });

  it.each([
    [1_500_050, '15000.50'],
    [1, '0.01'],
    [100, '1.00'],
  ])('%i tiyin goes out as %j sum', (tiyin, amount) => {
    expect(tiyinToClickAmount(tiyin)).toBe(amount);
    expect(clickAmountToTiyin(amount)).toBe(tiyin);
  });
});
