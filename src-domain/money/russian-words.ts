import { threeDigitGroups } from './three-digit-groups.ts';

/** Singular, paucal (2–4) and plural forms: "тысяча", "тысячи", "тысяч". */
export type RussianForms = readonly [one: string, few: string, many: string];

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

/** Scale words by group index; "тысяча" is feminine ("одна тысяча", "две тысячи"). */
const SCALES: readonly { forms: RussianForms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** The form a Russian noun takes after `count`: 1, 21 → one; 2–4, 22 → few; 0, 5–20, 111 → many. */
export function russianForm(count: number, forms: RussianForms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  return last >= 2 && last <= 4 ? forms[1] : forms[2];
}

function groupWords(group: number, feminine: boolean): string[] {
  const ones = feminine ? ONES_FEMININE : ONES_MASCULINE;
  const hundred = Math.floor(group / 100);
  const rest = group % 100;
  const words = [HUNDREDS[hundred] ?? ''];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', ones[rest % 10] ?? '');
  return words.filter((word) => word !== '');
}

/** A whole number in Russian words; units agree with a masculine noun such as "сум". */
export function russianNumberWords(value: number): string {
  if (value === 0) return 'ноль';
  const words: string[] = [];
  threeDigitGroups(value).forEach((group, index) => {
    if (group === 0) return;
    const scale = SCALES[index];
    if (scale === undefined) throw new RangeError(`No Russian scale word for group ${index}`);
    const scaleWord = index === 0 ? [] : [russianForm(group, scale.forms)];
    words.unshift(...groupWords(group, scale.feminine), ...scaleWord);
  });
  return words.join(' ');
}
