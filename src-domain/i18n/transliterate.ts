/**
 * Uzbek Latin (oz) → Uzbek Cyrillic (uz) and → Russian spelling (ru), for names and addresses the
 * seed writes once in Latin. The rules are the official 1995 alphabet correspondence; Russian
 * drops the letters Russian lacks (ў, қ, ғ, ҳ). Good enough for generated names; real
 * dictionaries carry their own translations.
 */
const DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['o‘', 'ў'],
  ['g‘', 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  // Russian loanwords: Identifikatsiya → Идентификация.
  ['ts', 'ц'],
];

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
  c: 'ц',
  w: 'в',
  '’': 'ъ',
};

const RUSSIAN: Readonly<Record<string, string>> = { ў: 'у', қ: 'к', ғ: 'г', ҳ: 'х' };

function isWordStart(text: string, index: number): boolean {
  return index === 0 || !/\p{L}/u.test(text[index - 1] ?? '');
}

function matchCase(source: string, target: string): string {
  return source[0] !== undefined && source[0] !== source[0].toLowerCase() ? target.toUpperCase().slice(0, 1) + target.slice(1) : target;
}

export function latinToCyrillic(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i).toLowerCase();
    const digraph = DIGRAPHS.find(([latin]) => rest.startsWith(latin));
    if (digraph) {
      out += matchCase(text.slice(i), digraph[1]);
      i += digraph[0].length;
      continue;
    }
    const char = text[i] ?? '';
    const lower = char.toLowerCase();
    // A word-initial "e" is "э" in Cyrillic (Ergash → Эргаш); inside a word it is "е".
    const mapped = lower === 'e' && isWordStart(text, i) ? 'э' : LETTERS[lower];
    out += mapped === undefined ? char : matchCase(char, mapped);
    i += 1;
  }
  return out;
}

export function latinToRussian(text: string): string {
  return [...latinToCyrillic(text)]
    .map((char) => {
      const lower = char.toLowerCase();
      const replaced = RUSSIAN[lower];
      if (replaced === undefined) return char;
      return char === lower ? replaced : replaced.toUpperCase();
    })
    .join('');
}

export interface Localized {
  oz: string;
  uz: string;
  ru: string;
}

export function localizeLatin(text: string): Localized {
  return { oz: text, uz: latinToCyrillic(text), ru: latinToRussian(text) };
}
