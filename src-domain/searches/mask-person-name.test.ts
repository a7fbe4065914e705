import { describe, expect, it } from 'vitest';
import { maskPersonName } from './mask-person-name.ts';

describe('maskPersonName (public checks show no personal data beyond initials)', () => {
  it.each([
    ['Karimova Dilnoza Rustam qizi', 'K*** D***'],
    ['Karimov Aziz', 'K*** A***'],
    ['  o‘tkirov   Bobur ', 'O*** B***'],
    ['Юсупова Малика Бобур қизи', 'Ю*** М***'],
    ['Tursunov', 'T***'],
    ['', '***'],
  ])('%j → %j', (name, masked) => {
    expect(maskPersonName(name)).toBe(masked);
  });
});
