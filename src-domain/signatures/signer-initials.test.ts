import { describe, expect, it } from 'vitest';
import { signerInitials } from './signer-initials.ts';

describe('signer initials beside a signature', () => {
  it.each([
    ['KARIMOV AZIZ ALIYEVICH', 'Karimov A. A.'],
    ['Karimova Dilnoza Rustam qizi', 'Karimova D. R.'],
    ['ТОШМАТОВ ЭРКИН', 'Тошматов Э.'],
    ['  ', ''],
    ['ALIYEV', 'Aliyev'],
  ])('%j → %j', (name, shown) => {
    expect(signerInitials(name)).toBe(shown);
  });
});
