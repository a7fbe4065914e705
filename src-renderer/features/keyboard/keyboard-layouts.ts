/**
 * Layouts of the kiosk's on-screen keyboard (spec §2 screen 1: Latin and Russian layouts and a
 * numeric one; docs/architecture.md "Latin, Cyrillic, numeric"). The Cyrillic rows carry the Uzbek
 * letters ў қ ғ ҳ as well, so Cyrillic Uzbek can be typed too. Key names in braces are actions.
 */
export type Alphabet = 'latin' | 'cyrillic';
export type KeyboardLayoutName = 'latin' | 'latinShift' | 'cyrillic' | 'cyrillicShift' | 'numeric';

const latin = ['1 2 3 4 5 6 7 8 9 0 {bksp}', 'q w e r t y u i o p', 'a s d f g h j k l ’', '{shift} z x c v b n m - .', '{lang} {space} {done}'];
const cyrillic = [
  'ё 1 2 3 4 5 6 7 8 9 0 {bksp}',
  'й ц у к е н г ш щ з х ъ',
  'ф ы в а п р о л д ж э',
  '{shift} я ч с м и т ь б ю ў',
  '{lang} қ ғ {space} ҳ - . {done}',
];

const upper = (rows: readonly string[]): string[] =>
  rows.map((row) =>
    row
      .split(' ')
      .map((key) => (key.startsWith('{') ? key : key.toUpperCase()))
      .join(' '),
  );

export const KEYBOARD_LAYOUTS: Readonly<Record<KeyboardLayoutName, string[]>> = {
  latin,
  latinShift: upper(latin),
  cyrillic,
  cyrillicShift: upper(cyrillic),
  numeric: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0 {done}'],
};

export function layoutName(kind: Alphabet | 'numeric', shift: boolean): KeyboardLayoutName {
  if (kind === 'numeric') return 'numeric';
  return shift ? `${kind}Shift` : kind;
}
