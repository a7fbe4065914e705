import { describe, expect, it } from 'vitest';
import { amountInWords, numberToWords } from './number-to-words.ts';

describe('numberToWords in Russian (spec §9)', () => {
  it.each([
    [0, 'ноль'],
    [1, 'один'],
    [2, 'два'],
    [5, 'пять'],
    [11, 'одиннадцать'],
    [14, 'четырнадцать'],
    [21, 'двадцать один'],
    [40, 'сорок'],
    [101, 'сто один'],
    [999, 'девятьсот девяносто девять'],
    [1000, 'одна тысяча'],
    [1001, 'одна тысяча один'],
    [2000, 'две тысячи'],
    [5000, 'пять тысяч'],
    [11_000, 'одиннадцать тысяч'],
    [21_000, 'двадцать одна тысяча'],
    [22_000, 'двадцать две тысячи'],
    [1_000_000, 'один миллион'],
    [2_000_000, 'два миллиона'],
    [5_000_000, 'пять миллионов'],
    [1_234_567, 'один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь'],
    [2_000_000_000, 'два миллиарда'],
    [999_999_999_999, 'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять'],
    [1_000_000_000_000, 'один триллион'],
  ])('%i → %s', (value, words) => {
    expect(numberToWords(value, 'ru')).toBe(words);
  });
});

describe('numberToWords in Latin Uzbek (spec §9)', () => {
  it.each([
    [0, 'nol'],
    [1, 'bir'],
    [2, 'ikki'],
    [5, 'besh'],
    [11, 'o‘n bir'],
    [21, 'yigirma bir'],
    [49, 'qirq to‘qqiz'],
    [90, 'to‘qson'],
    [101, 'bir yuz bir'],
    [1000, 'bir ming'],
    [2000, 'ikki ming'],
    [1_000_000, 'bir million'],
    [1_234_567, 'bir million ikki yuz o‘ttiz to‘rt ming besh yuz oltmish yetti'],
    [3_000_000_000, 'uch milliard'],
    [999_999_999_999, 'to‘qqiz yuz to‘qson to‘qqiz milliard to‘qqiz yuz to‘qson to‘qqiz million to‘qqiz yuz to‘qson to‘qqiz ming to‘qqiz yuz to‘qson to‘qqiz'],
  ])('%i → %s', (value, words) => {
    expect(numberToWords(value, 'oz')).toBe(words);
  });
});

describe('numberToWords in Cyrillic Uzbek (spec §9)', () => {
  it.each([
    [0, 'нол'],
    [1, 'бир'],
    [2, 'икки'],
    [5, 'беш'],
    [11, 'ўн бир'],
    [21, 'йигирма бир'],
    [49, 'қирқ тўққиз'],
    [101, 'бир юз бир'],
    [1000, 'бир минг'],
    [2000, 'икки минг'],
    [1_000_000, 'бир миллион'],
    [1_234_567, 'бир миллион икки юз ўттиз тўрт минг беш юз олтмиш етти'],
    [80_000_000_000, 'саксон миллиард'],
  ])('%i → %s', (value, words) => {
    expect(numberToWords(value, 'uz')).toBe(words);
  });
});

describe('numberToWords range', () => {
  it.each([-1, 1.5, Number.NaN, 1_000_000_000_000_000])('refuses %d', (value) => {
    expect(() => numberToWords(value, 'ru')).toThrow(RangeError);
  });
});

describe('amountInWords: sum in words, tiyin in digits (spec §9)', () => {
  it.each([
    [123_456_789, 'ru', 'один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь сумов 89 тийинов'],
    [123_456_789, 'oz', 'bir million ikki yuz o‘ttiz to‘rt ming besh yuz oltmish yetti so‘m 89 tiyin'],
    [123_456_789, 'uz', 'бир миллион икки юз ўттиз тўрт минг беш юз олтмиш етти сўм 89 тийин'],
    [0, 'ru', 'ноль сумов 00 тийинов'],
    [0, 'oz', 'nol so‘m 00 tiyin'],
    [0, 'uz', 'нол сўм 00 тийин'],
    [101, 'ru', 'один сум 01 тийин'],
    [202, 'ru', 'два сума 02 тийина'],
    [505, 'ru', 'пять сумов 05 тийинов'],
    [1111, 'ru', 'одиннадцать сумов 11 тийинов'],
    [2121, 'ru', 'двадцать один сум 21 тийин'],
    [10_100, 'ru', 'сто один сум 00 тийинов'],
    [100_000, 'ru', 'одна тысяча сумов 00 тийинов'],
    [200_050, 'ru', 'две тысячи сумов 50 тийинов'],
    [100_000_000, 'ru', 'один миллион сумов 00 тийинов'],
    [2121, 'oz', 'yigirma bir so‘m 21 tiyin'],
    [200_000, 'uz', 'икки минг сўм 00 тийин'],
  ] as const)('%i tiyin in %s → %s', (tiyin, locale, words) => {
    expect(amountInWords(tiyin, locale)).toBe(words);
  });
});
