/**
 * Cyrillic Uzbek (`uz`) in the Latin alphabet (`oz`), letter by letter after the Latin alphabet
 * of 1995 as the portal writes it (o‘, g‘ with U+2018). Read-aloud uses it when the only Uzbek
 * voice installed reads the Latin alphabet (docs/kiosk-voices.md): the words are the same, only
 * the letters differ.
 */
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '’',
  ь: '',
  ы: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o‘',
  қ: 'q',
  ғ: 'g‘',
  ҳ: 'h',
};

const VOWELS = new Set(['а', 'е', 'ё', 'и', 'о', 'у', 'э', 'ю', 'я', 'ў', 'ъ', 'ь']);

/** `е` is `ye` at the start of a word and after a vowel or a sign (ер → yer, поезд → poyezd), `e` elsewhere. */
function latinE(previous: string | undefined): string {
  return previous === undefined || !/\p{L}/u.test(previous) || VOWELS.has(previous) ? 'ye' : 'e';
}

function withCaseOf(source: string, latin: string, nextIsUpper: boolean): string {
  if (source === source.toLowerCase() || latin.length === 0) return latin;
  // A capital inside a capitalised word: ШАҲАР → SHAHAR, Шаҳар → Shahar.
  return nextIsUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
}

export function uzbekCyrillicToLatin(text: string): string {
  const chars = Array.from(text);
  return chars
    .map((char, index) => {
      const lower = char.toLowerCase();
      const previous = chars[index - 1]?.toLowerCase();
      const latin = lower === 'е' ? latinE(previous) : LETTERS[lower];
      if (latin === undefined) return char;
      const next = chars[index + 1];
      const nextIsUpper = next !== undefined && next !== next.toLowerCase();
      return withCaseOf(char, latin, nextIsUpper);
    })
    .join('');
}
