import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/user-fixture.ts';
import { displayDate, profileRows } from './profile-rows.ts';

const values = (rows: ReturnType<typeof profileRows>) => Object.fromEntries(rows.map((row) => [row.key, row.value]));

describe('profile rows (spec §2 screen 19)', () => {
  it('lists login, name, tax id, pin, address, email, phone, passport, issuer and birth date', () => {
    expect(values(profileRows(userFixture()))).toEqual({
      login: 'AA1234567',
      fullname: 'Karimov Aziz Rustamovich',
      inn: '123456789',
      pin: '31405901234567',
      address: 'Toshkent shahri, Yunusobod tumani, Amir Temur ko‘chasi, 12-uy',
      email: 'aziz@example.uz',
      phone: '+998 (90) 123 45 67',
      passport: 'AA 1234567',
      issuer: 'Toshkent shahar Yunusobod tumani IIB, 15.01.2020',
      birthdate: '14.05.1990',
    });
  });

  it('shows dates as DD.MM.YYYY (spec §9) and leaves missing fields empty', () => {
    expect(displayDate('2001-02-03T00:00:00Z')).toBe('03.02.2001');
    expect(displayDate('03.02.2001')).toBe('03.02.2001');
    expect(displayDate(null)).toBeUndefined();
    const rows = values(profileRows({ pin: '31405901234567', email: ' ', inn: null }));
    expect(rows.email).toBeUndefined();
    expect(rows.inn).toBeUndefined();
    expect(rows.issuer).toBeUndefined();
  });
});
