import { describe, expect, it } from 'vitest';
import { uzbekCyrillicToLatin } from './uzbek-cyrillic-to-latin.ts';

describe("Cyrillic Uzbek in Latin letters (the portal's oz alphabet, spec §1)", () => {
  it.each([
    ['Тизимга кириш', 'Tizimga kirish'],
    ['Ўзбекча', 'O‘zbekcha'],
    ['Ғазна', 'G‘azna'],
    ['қишлоқ хўжалиги', 'qishloq xo‘jaligi'],
    ['Шаҳар', 'Shahar'],
    ['ШАҲАР', 'SHAHAR'],
    ['Чек', 'Chek'],
    ['ер', 'yer'],
    ['поезд', 'poyezd'],
    ['Ер', 'Yer'],
    ['маъно', 'ma’no'],
    ['юз', 'yuz'],
    ['Ёш', 'Yosh'],
    ['ясалма', 'yasalma'],
    ['цирк', 'tsirk'],
    ['JShShIR, 14 рақам.', 'JShShIR, 14 raqam.'],
  ])('%s → %s', (cyrillic, latin) => {
    expect(uzbekCyrillicToLatin(cyrillic)).toBe(latin);
  });
});
