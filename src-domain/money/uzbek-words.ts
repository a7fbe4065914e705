import { threeDigitGroups } from './three-digit-groups.ts';

/** The words of one script of Uzbek; the grammar (no gender, no plural after numerals) is shared. */
export interface UzbekLexicon {
  readonly zero: string;
  readonly ones: readonly string[];
  readonly tens: readonly string[];
  readonly hundred: string;
  /** ming, million, milliard, trillion: one per group above the units. */
  readonly scales: readonly string[];
}

/** Latin Uzbek (oz): o‘ and g‘ take the turned comma ‘ (U+2018), as in the official alphabet. */
export const UZBEK_LATIN: UzbekLexicon = {
  zero: 'nol',
  ones: ['', 'bir', 'ikki', 'uch', 'to‘rt', 'besh', 'olti', 'yetti', 'sakkiz', 'to‘qqiz'],
  tens: ['', 'o‘n', 'yigirma', 'o‘ttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'to‘qson'],
  hundred: 'yuz',
  scales: ['ming', 'million', 'milliard', 'trillion'],
};

/** Cyrillic Uzbek (uz). */
export const UZBEK_CYRILLIC: UzbekLexicon = {
  zero: 'нол',
  ones: ['', 'бир', 'икки', 'уч', 'тўрт', 'беш', 'олти', 'етти', 'саккиз', 'тўққиз'],
  tens: ['', 'ўн', 'йигирма', 'ўттиз', 'қирқ', 'эллик', 'олтмиш', 'етмиш', 'саксон', 'тўқсон'],
  hundred: 'юз',
  scales: ['минг', 'миллион', 'миллиард', 'триллион'],
};

/**
 * Hundreds keep their count ("bir yuz", as amounts are written in payment documents) so every
 * group reads the same way: 101 → "bir yuz bir", 1000 → "bir ming".
 */
function groupWords(group: number, lexicon: UzbekLexicon): string[] {
  const hundreds = Math.floor(group / 100);
  const words = hundreds > 0 ? [lexicon.ones[hundreds] ?? '', lexicon.hundred] : [];
  words.push(lexicon.tens[Math.floor((group % 100) / 10)] ?? '', lexicon.ones[group % 10] ?? '');
  return words.filter((word) => word !== '');
}

/** A whole number in Uzbek words, in the script of `lexicon`. */
export function uzbekNumberWords(value: number, lexicon: UzbekLexicon): string {
  if (value === 0) return lexicon.zero;
  const words: string[] = [];
  threeDigitGroups(value).forEach((group, index) => {
    if (group === 0) return;
    const scaleWord = index === 0 ? [] : [lexicon.scales[index - 1] ?? ''];
    words.unshift(...groupWords(group, lexicon), ...scaleWord);
  });
  return words.join(' ');
}
