import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssues } from './form-issues.test-support.ts';
import { otherPropertyAddSchema, otherPropertyEditSchema } from './other-property-form.ts';
import { realEstateAddSchema, realEstateLookupQuery } from './real-estate-subject-form.ts';
import { priceFormText, subjectPriceEditSchema } from './subject-price.ts';
import { newVehicleForm, vehicleAddSchema, vehicleLookupQuery } from './vehicle-subject-form.ts';

describe('add-vehicle form (spec §2 screen 15, §3 Vehicle, §4 "sale price for a sale")', () => {
  it('looks a vehicle up by its state number, upper-cased, or by its technical passport', () => {
    expect(vehicleLookupQuery({ ...newVehicleForm(), stateNumber: '01a777aa' }).output).toEqual({
      stateNumber: '01A777AA',
      techPassportSeries: '',
      techPassportNumber: '',
    });
    expect(vehicleLookupQuery({ ...newVehicleForm(), by: 'passport', techPassportSeries: 'aaf', techPassportNumber: '1234567' }).output).toEqual({
      stateNumber: '',
      techPassportSeries: 'AAF',
      techPassportNumber: '1234567',
    });
  });

  it('asks for both halves of the technical passport', () => {
    const result = vehicleLookupQuery({ ...newVehicleForm(), by: 'passport', techPassportSeries: 'AAF', techPassportNumber: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['techPassportNumber', 'error_required']]);
  });

  it('sends the found vehicle and the price in tiyin', () => {
    expect(v.parse(vehicleAddSchema(1), { vehicleId: '7', price: '145 000 000.00' })).toEqual({ kind: 'vehicle', vehicleId: 7, priceTiyin: 14_500_000_000 });
  });

  it('a sale needs its price; a gift does not', () => {
    expect(firstIssues(vehicleAddSchema(1), { vehicleId: '7', price: '' })).toEqual([['price', 'error_required']]);
    expect(v.parse(vehicleAddSchema(4), { vehicleId: '7', price: '' })).toEqual({ kind: 'vehicle', vehicleId: 7, priceTiyin: null });
  });

  it('cannot be sent before a vehicle was found', () => {
    expect(firstIssues(vehicleAddSchema(4), { vehicleId: '', price: '' })).toEqual([['vehicleId', 'error_required']]);
  });

  it('edits the price only', () => {
    expect(v.parse(subjectPriceEditSchema(1), { price: '150 000 000' })).toEqual({ priceTiyin: 15_000_000_000 });
    expect(priceFormText(15_000_000_050)).toBe('150 000 000,50');
    expect(priceFormText(null)).toBe('');
  });
});

describe('add-real-estate form (spec §3 Real estate, §5 cadastre mask)', () => {
  it('looks the cadastre number up as typed, with or without separators', () => {
    expect(realEstateLookupQuery('11:14:04:01:01:1630').output).toEqual({ cadastre: '11:14:04:01:01:1630' });
    expect(realEstateLookupQuery('').issues?.[0]?.message).toBe('error_required');
  });

  it('sends the found object and an optional price', () => {
    expect(v.parse(realEstateAddSchema(105), { realEstateId: '3', price: '' })).toEqual({ kind: 'real_estate', realEstateId: 3, priceTiyin: null });
  });
});

describe('add-other-property form (spec §3 "description, sum")', () => {
  it('needs a description; the sum is optional', () => {
    expect(firstIssues(otherPropertyAddSchema, { description: '  ', sum: '' })).toEqual([['description', 'error_required']]);
    expect(v.parse(otherPropertyAddSchema, { description: 'Zargarlik buyumlari', sum: '12 500.5' })).toEqual({
      kind: 'other',
      description: 'Zargarlik buyumlari',
      priceTiyin: 1_250_050,
    });
    expect(v.parse(otherPropertyEditSchema, { description: 'Uy jihozlari', sum: '' })).toEqual({ description: 'Uy jihozlari', priceTiyin: null });
  });

  it('refuses a sum with 3 decimals', () => {
    expect(firstIssues(otherPropertyAddSchema, { description: 'Gilam', sum: '10.123' })).toEqual([['sum', 'error_invalid_amount']]);
  });
});
