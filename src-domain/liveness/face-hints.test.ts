import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { FACE_HINTS, GENERIC_HINT_CODES, hintFor, type HintArrow } from './face-hints.ts';
import { HINT, MAX_HINT_CODE, MIN_HINT_CODE } from './hint-codes.ts';

/** Spec §8 "Face-check hints": the codes it describes, as the key we gave each and the overlay arrow. */
const SPEC_HINTS: [number, string, HintArrow | null][] = [
  [3, 'image_blurred', null],
  [4, 'less_light', null],
  [5, 'more_light', null],
  [6, 'uneven_lighting', null],
  [7, 'glare', null],
  [8, 'point_camera_at_face', null],
  [9, 'exactly_one_face', null],
  [12, 'move_closer', 'closer'],
  [13, 'move_closer', 'closer'],
  [14, 'camera_lower', 'down'],
  [15, 'camera_further_left', 'left'],
  [16, 'camera_higher', 'up'],
  [17, 'camera_further_right', 'right'],
  [19, 'turn_face_right', 'right'],
  [64, 'turn_face_right', 'right'],
  [20, 'turn_face_left', 'left'],
  [65, 'turn_face_left', 'left'],
  [21, 'head_tilted_too_far_right', 'tilt-left'],
  [22, 'head_tilted_too_far_left', 'tilt-right'],
  [23, 'raise_chin', 'up'],
  [67, 'raise_chin', 'up'],
  [24, 'lower_chin', 'down'],
  [68, 'lower_chin', 'down'],
  [26, 'remove_face_obstruction', null],
  [28, 'take_off_glasses', null],
  [30, 'low_frame_quality', null],
  [32, 'continue_shooting', null],
  [33, 'low_face_image_quality', null],
  [37, 'continue', null],
  [38, 'move_camera_farther', 'farther'],
  [51, 'open_eyes', null],
  [61, 'open_eyes', null],
  [62, 'close_eyes', null],
  [63, 'look_straight', null],
  [66, 'look_straight', null],
];

describe('face-check hints (spec §8, codes 1–68)', () => {
  it.each(SPEC_HINTS)('code %i is %s with arrow %s', (code, key, arrow) => {
    for (const locale of LOCALES) expect(hintFor(code, locale)).toMatchObject({ code, key, arrow });
  });

  it('describes exactly the codes the spec lists, and the two of the presentation-attack checks beyond them', () => {
    expect(
      Object.keys(FACE_HINTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...SPEC_HINTS.map(([code]) => code), ...OWN_HINTS.map(([code]) => code)].sort((a, b) => a - b));
  });

  // docs/decisions/0063-presentation-attacks.md: the spec's catalogue has no words for these.
  const OWN_HINTS: [number, string, string][] = [
    [69, 'not_a_picture', 'Покажите камере своё лицо, а не фотографию или экран'],
    [70, 'face_in_screen_light', 'Подойдите ближе к экрану, чтобы его свет падал на лицо'],
  ];
  it.each(OWN_HINTS)('code %i is %s: "%s"', (code, key, ru) => {
    expect(hintFor(code, 'ru')).toEqual({ code, key, text: ru, arrow: null });
    expect(hintFor(code, 'oz').text).not.toContain('kod');
  });

  it.each(LOCALES)('has a text for every code 1–70 in %s', (locale) => {
    for (let code = MIN_HINT_CODE; code <= MAX_HINT_CODE; code += 1) expect(hintFor(code, locale).text.trim()).not.toBe('');
  });

  it.each([...GENERIC_HINT_CODES, 35, 44, 59])('shows the generic error-with-code message for %i', (code) => {
    expect(hintFor(code, 'ru')).toEqual({ code, key: 'generic_error_with_code', text: `Ошибка проверки лица (код ${code}). Попробуйте ещё раз`, arrow: null });
    expect(hintFor(code, 'oz').text).toContain(`(kod ${code})`);
    expect(hintFor(code, 'uz').text).toContain(`(код ${code})`);
  });

  it.each([
    [4, 'ru', 'Недостаточно света. Перейдите в более освещённое место'],
    [8, 'oz', 'Kamerani yuzingizga qarating'],
    [9, 'uz', 'Кадрда фақат битта юз бўлиши керак'],
    [21, 'ru', 'Наклоните голову к левому плечу'],
    [38, 'oz', 'Kamerani uzoqroq tuting'],
  ] as const)('code %i in %s reads "%s"', (code, locale, text) => {
    expect(hintFor(code, locale).text).toBe(text);
  });

  it('writes Latin Uzbek in Latin and Cyrillic Uzbek and Russian in Cyrillic', () => {
    for (const entry of Object.values(FACE_HINTS)) {
      expect(entry.text.oz).not.toMatch(/[а-яё]/i);
      expect(entry.text.uz).toMatch(/[а-яўқғҳ]/i);
      expect(entry.text.ru).toMatch(/[а-яё]/i);
    }
  });

  it('names the codes the server sends', () => {
    expect(Object.values(HINT).every((code) => code >= MIN_HINT_CODE && code <= MAX_HINT_CODE)).toBe(true);
    expect(hintFor(HINT.personChanged, 'oz').key).toBe('generic_error_with_code');
  });
});
