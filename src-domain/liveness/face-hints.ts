import type { Locale } from '../i18n/locale.ts';

/**
 * The face-check hints of spec §8 (codes 1–68) in the three interface languages, and the
 * arrow the overlay draws for each. Directions are the user's own: the preview is mirrored, so
 * "camera further left" points left on screen and the user moves the camera to their left.
 * Codes the spec does not describe (1, 2, 10, 11, 18, 25, 27, 29, 31, 34, 40, 50, 60 and any
 * other) show the generic error-with-code message.
 */
export type HintArrow = 'up' | 'down' | 'left' | 'right' | 'tilt-left' | 'tilt-right' | 'closer' | 'farther';

type Texts = Readonly<Record<Locale, string>>;
interface HintEntry {
  key: string;
  arrow: HintArrow | null;
  text: Texts;
}

function hint(key: string, arrow: HintArrow | null, oz: string, uz: string, ru: string): HintEntry {
  return { key, arrow, text: { oz, uz, ru } };
}

const MOVE_CLOSER = hint('move_closer', 'closer', 'Kameraga yaqinroq keling', 'Камерага яқинроқ келинг', 'Подойдите ближе к камере');
const TURN_RIGHT = hint('turn_face_right', 'right', 'Yuzingizni o‘ngga buring', 'Юзингизни ўнгга буринг', 'Поверните лицо вправо');
const TURN_LEFT = hint('turn_face_left', 'left', 'Yuzingizni chapga buring', 'Юзингизни чапга буринг', 'Поверните лицо влево');
const RAISE_CHIN = hint('raise_chin', 'up', 'Iyagingizni ko‘taring', 'Иягингизни кўтаринг', 'Поднимите подбородок');
const LOWER_CHIN = hint('lower_chin', 'down', 'Iyagingizni tushiring', 'Иягингизни туширинг', 'Опустите подбородок');
const OPEN_EYES = hint('open_eyes', null, 'Ko‘zingizni oching', 'Кўзингизни очинг', 'Откройте глаза');
const LOOK_STRAIGHT = hint('look_straight', null, 'Kameraga to‘g‘ri qarang', 'Камерага тўғри қаранг', 'Смотрите прямо в камеру');

export const FACE_HINTS: Readonly<Record<number, HintEntry>> = {
  3: hint(
    'image_blurred',
    null,
    'Tasvir xira. Qimirlamang va kamera linzasini arting',
    'Тасвир хира. Қимирламанг ва камера линзасини артинг',
    'Изображение размыто. Не двигайтесь и протрите объектив камеры',
  ),
  4: hint(
    'less_light',
    null,
    'Yorug‘lik yetarli emas. Yorug‘roq joyga o‘ting',
    'Ёруғлик етарли эмас. Ёруғроқ жойга ўтинг',
    'Недостаточно света. Перейдите в более освещённое место',
  ),
  5: hint(
    'more_light',
    null,
    'Yorug‘lik juda kuchli. Yuzingizga tushayotgan yorug‘likni kamaytiring',
    'Ёруғлик жуда кучли. Юзингизга тушаётган ёруғликни камайтиринг',
    'Слишком яркий свет. Уменьшите освещение лица',
  ),
  6: hint(
    'uneven_lighting',
    null,
    'Yuz notekis yoritilgan. Yorug‘lik old tomondan tushsin',
    'Юз нотекис ёритилган. Ёруғлик олд томондан тушсин',
    'Лицо освещено неравномерно. Свет должен падать спереди',
  ),
  7: hint(
    'glare',
    null,
    'Tasvirda yaltirash bor. Yorug‘lik manbaini chetga suring',
    'Тасвирда ялтираш бор. Ёруғлик манбаини четга суринг',
    'На изображении блики. Отодвиньте источник света в сторону',
  ),
  8: hint('point_camera_at_face', null, 'Kamerani yuzingizga qarating', 'Камерани юзингизга қаратинг', 'Направьте камеру на лицо'),
  9: hint('exactly_one_face', null, 'Kadrda faqat bitta yuz bo‘lishi kerak', 'Кадрда фақат битта юз бўлиши керак', 'В кадре должно быть только одно лицо'),
  12: MOVE_CLOSER,
  13: MOVE_CLOSER,
  14: hint('camera_lower', 'down', 'Kamerani pastroq tushiring', 'Камерани пастроқ туширинг', 'Опустите камеру ниже'),
  15: hint('camera_further_left', 'left', 'Kamerani chaproqqa suring', 'Камерани чапроққа суринг', 'Сдвиньте камеру левее'),
  16: hint('camera_higher', 'up', 'Kamerani balandroq ko‘taring', 'Камерани баландроқ кўтаринг', 'Поднимите камеру выше'),
  17: hint('camera_further_right', 'right', 'Kamerani o‘ngroqqa suring', 'Камерани ўнгроққа суринг', 'Сдвиньте камеру правее'),
  19: TURN_RIGHT,
  64: TURN_RIGHT,
  20: TURN_LEFT,
  65: TURN_LEFT,
  // Spec: "21 head tilted too far right; 22 too far left". Said as what to do about it.
  21: hint(
    'head_tilted_too_far_right',
    'tilt-left',
    'Boshingizni chap yelkangiz tomon eging',
    'Бошингизни чап елкангиз томон эгинг',
    'Наклоните голову к левому плечу',
  ),
  22: hint(
    'head_tilted_too_far_left',
    'tilt-right',
    'Boshingizni o‘ng yelkangiz tomon eging',
    'Бошингизни ўнг елкангиз томон эгинг',
    'Наклоните голову к правому плечу',
  ),
  23: RAISE_CHIN,
  67: RAISE_CHIN,
  24: LOWER_CHIN,
  68: LOWER_CHIN,
  26: hint(
    'remove_face_obstruction',
    null,
    'Yuzingizni to‘sib turgan narsani olib tashlang',
    'Юзингизни тўсиб турган нарсани олиб ташланг',
    'Уберите то, что закрывает лицо',
  ),
  28: hint('take_off_glasses', null, 'Ko‘zoynakni yeching', 'Кўзойнакни ечинг', 'Снимите очки'),
  30: hint('low_frame_quality', null, 'Kadr sifati past', 'Кадр сифати паст', 'Низкое качество кадра'),
  32: hint(
    'continue_shooting',
    null,
    'Suratga olish davom etmoqda, kameraga qarab turing',
    'Суратга олиш давом этмоқда, камерага қараб туринг',
    'Съёмка продолжается, смотрите в камеру',
  ),
  33: hint('low_face_image_quality', null, 'Yuz tasviri sifati past', 'Юз тасвири сифати паст', 'Низкое качество изображения лица'),
  37: hint('continue', null, 'Davom eting', 'Давом этинг', 'Продолжайте'),
  38: hint('move_camera_farther', 'farther', 'Kamerani uzoqroq tuting', 'Камерани узоқроқ тутинг', 'Отодвиньте камеру дальше'),
  51: OPEN_EYES,
  61: OPEN_EYES,
  62: hint('close_eyes', null, 'Ko‘zingizni yuming', 'Кўзингизни юминг', 'Закройте глаза'),
  63: LOOK_STRAIGHT,
  66: LOOK_STRAIGHT,
  // Beyond spec §8 (docs/decisions/0063-presentation-attacks.md).
  69: hint(
    'not_a_picture',
    null,
    'Kameraga surat yoki ekranni emas, o‘z yuzingizni ko‘rsating',
    'Камерага сурат ёки экранни эмас, ўз юзингизни кўрсатинг',
    'Покажите камере своё лицо, а не фотографию или экран',
  ),
  70: hint(
    'face_in_screen_light',
    null,
    'Ekranga yaqinroq keling: uning yorug‘i yuzingizga tushsin',
    'Экранга яқинроқ келинг: унинг ёруғи юзингизга тушсин',
    'Подойдите ближе к экрану, чтобы его свет падал на лицо',
  ),
};

/** Codes the spec lists as "generic error-with-code message". */
export const GENERIC_HINT_CODES: readonly number[] = [1, 2, 10, 11, 18, 25, 27, 29, 31, 34, 40, 50, 60];

const GENERIC: HintEntry = hint(
  'generic_error_with_code',
  null,
  'Yuzni tekshirishda xatolik (kod {code}). Qayta urinib ko‘ring',
  'Юзни текширишда хатолик (код {code}). Қайта уриниб кўринг',
  'Ошибка проверки лица (код {code}). Попробуйте ещё раз',
);

export interface FaceHint {
  code: number;
  key: string;
  text: string;
  arrow: HintArrow | null;
}

export function hintFor(code: number, locale: Locale): FaceHint {
  const entry = Object.hasOwn(FACE_HINTS, code) ? FACE_HINTS[code] : undefined;
  if (entry) return { code, key: entry.key, text: entry.text[locale], arrow: entry.arrow };
  return { code, key: GENERIC.key, text: GENERIC.text[locale].replace('{code}', String(code)), arrow: null };
}
