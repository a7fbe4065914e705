import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './apply-mask.ts';
import { maskMaxLength } from './mask.ts';
import { MASKS, type MaskName } from './masks.ts';

describe('applyMask', () => {
  it.each<[MaskName, string, string]>([
    ['inn', '1234567890', '123456789'],
    ['inn', '12a34', '1234'],
    ['pin', '123456789012345', '12345678901234'],
    ['date', '31121999', '31.12.1999'],
    ['date', '3112', '31.12'],
    ['date', '31.12.1999', '31.12.1999'],
    ['date', '31/12/1999', '31.12.1999'],
    ['date', '3', '3'],
    ['dateTime', '31121999235958', '31.12.1999 23:59:58'],
    ['dateTime', '311219992', '31.12.1999 2'],
    ['incompleteDate', 'xx051990', 'XX.05.1990'],
    ['incompleteDate', 'XXXX1990', 'XX.XX.1990'],
    ['incompleteDate', '1505199X', '15.05.199'],
    ['macAddress', '00a0c914c829', '00:A0:C9:14:C8:29'],
    ['macAddress', '00-A0-C9-1G', '00:A0:C9:1'],
    ['techPassportSeries', 'aaf12bcd', 'AAFBC'],
    ['vehicleNumber', '01 a 123 bc', '01A123BC'],
    ['vehicleNumber', 'x'.repeat(20), 'X'.repeat(15)],
    ['vehicleNumber', '01А123ВС', '01123'],
    ['cadastreNumber', '11:14:04:01:01:1630', '11:14:04:01:01:1630'],
    ['cadastreNumber', '11:14/04 a', '11:14/04'],
    ['cadastreNumber', '1'.repeat(60), '1'.repeat(50)],
    ['phone', '901234567', '(90) 123 45 67'],
    ['phone', '9012', '(90) 12'],
    ['phone', '9', '(9'],
    ['cardNumber', '8600123412341234', '8600 1234 1234 1234'],
    ['cardNumber', '86001', '8600 1'],
    ['cardExpiry', '1227', '12/27'],
    ['cardExpiry', '12', '12'],
  ])('masks %s: %j → %j (spec §5)', (name, raw, masked) => {
    expect(applyMask(MASKS[name], raw)).toBe(masked);
  });

  it.each(Object.keys(MASKS) as MaskName[])('gives "" for empty input with the %s mask', (name) => {
    expect(applyMask(MASKS[name], '')).toBe('');
  });
});

describe('unmask', () => {
  it.each<[MaskName, string, string]>([
    ['phone', '(90) 123 45 67', '901234567'],
    ['date', '31.12.1999', '31121999'],
    ['cardNumber', '8600 1234 1234 1234', '8600123412341234'],
    ['macAddress', '00:a0:c9:14:c8:29', '00A0C914C829'],
    ['cadastreNumber', '11:14:04:01:01:1630', '11:14:04:01:01:1630'],
    ['vehicleNumber', '01 a 123 bc', '01A123BC'],
  ])('unmasks %s: %j → %j', (name, text, raw) => {
    expect(unmask(MASKS[name], text)).toBe(raw);
  });
});

describe('isMaskComplete', () => {
  it.each<[MaskName, string, boolean]>([
    ['inn', '123456789', true],
    ['inn', '12345678', false],
    ['pin', '12345678901234', true],
    ['date', '31.12.1999', true],
    ['date', '31121999', false],
    ['date', '31.12.199', false],
    ['dateTime', '31.12.1999 23:59:58', true],
    ['incompleteDate', 'XX.XX.1990', true],
    ['macAddress', '00:A0:C9:14:C8:29', true],
    ['macAddress', '00:a0:c9:14:c8:29', false],
    ['techPassportSeries', 'AAFBC', true],
    ['techPassportSeries', 'AAFB', false],
    ['vehicleNumber', '01A123BC', true],
    ['vehicleNumber', '', false],
    ['cadastreNumber', '11:14:04:01:01:1630', true],
    ['cadastreNumber', '11-14', false],
    ['phone', '(90) 123 45 67', true],
    ['phone', '(90) 123 45 6', false],
    ['cardNumber', '8600 1234 1234 1234', true],
    ['cardExpiry', '12/27', true],
  ])('%s %j is complete: %s (spec §5)', (name, text, complete) => {
    expect(isMaskComplete(MASKS[name], text)).toBe(complete);
  });
});

describe('maskMaxLength', () => {
  it.each<[MaskName, number]>([
    ['inn', 9],
    ['pin', 14],
    ['date', 10],
    ['dateTime', 19],
    ['incompleteDate', 10],
    ['macAddress', 17],
    ['techPassportSeries', 5],
    ['vehicleNumber', 15],
    ['cadastreNumber', 50],
    ['phone', 14],
    ['cardNumber', 19],
    ['cardExpiry', 5],
  ])('limits the %s field to %i characters (spec §5)', (name, length) => {
    expect(maskMaxLength(MASKS[name])).toBe(length);
  });
});
