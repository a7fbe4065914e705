import type { Locale } from '../i18n/locale.ts';

/**
 * Act type ids that have a wizard (spec §4, "Wizards by act type id"). Names are the
 * domain's own wording in the three locales; 11680 is "meaning not shown" in the spec, we
 * treat it like a pledge-type contract entered as free data (see docs/decisions).
 */
export const ACT_TYPE_IDS = [1, 4, 9, 101, 105, 11651, 11680, 11944, 11962, 12047, 15003, 15034, 15035] as const;
export type ActTypeId = (typeof ACT_TYPE_IDS)[number];

export function isActTypeId(value: unknown): value is ActTypeId {
  return typeof value === 'number' && (ACT_TYPE_IDS as readonly number[]).includes(value);
}

export const ACT_TYPE_NAMES: Readonly<Record<ActTypeId, Readonly<Record<Locale, string>>>> = {
  1: { oz: 'Transport vositasini sotish shartnomasi', uz: 'Транспорт воситасини сотиш шартномаси', ru: 'Договор купли-продажи транспортного средства' },
  4: { oz: 'Transport vositasini hadya qilish shartnomasi', uz: 'Транспорт воситасини ҳадя қилиш шартномаси', ru: 'Договор дарения транспортного средства' },
  9: { oz: 'Garov shartnomasi', uz: 'Гаров шартномаси', ru: 'Договор залога' },
  101: { oz: 'Transport vositasi bo‘yicha ishonchnoma', uz: 'Транспорт воситаси бўйича ишончнома', ru: 'Доверенность на транспортное средство' },
  105: { oz: 'Ko‘chmas mulk bo‘yicha ishonchnoma', uz: 'Кўчмас мулк бўйича ишончнома', ru: 'Доверенность на недвижимое имущество' },
  11651: { oz: 'Umumiy ishonchnoma', uz: 'Умумий ишончнома', ru: 'Генеральная доверенность' },
  11680: { oz: 'Boshqa shartnoma', uz: 'Бошқа шартнома', ru: 'Иной договор' },
  11944: { oz: 'Doimiy ro‘yxatga olishga rozilik', uz: 'Доимий рўйхатга олишга розилик', ru: 'Согласие на регистрацию по месту жительства' },
  11962: { oz: 'Tarjimaning to‘g‘riligini tasdiqlash', uz: 'Таржиманинг тўғрилигини тасдиқлаш', ru: 'Свидетельствование верности перевода' },
  12047: { oz: 'Merosdan voz kechish', uz: 'Меросдан воз кечиш', ru: 'Отказ от наследства' },
  15003: { oz: 'Er (xotin)ning roziligi', uz: 'Эр (хотин)нинг розилиги', ru: 'Согласие супруга' },
  15034: {
    oz: 'Voyaga yetmaganning chet elga chiqishiga ota-ona roziligi',
    uz: 'Вояга етмаганнинг чет элга чиқишига ота-она розилиги',
    ru: 'Согласие родителей на выезд несовершеннолетнего за границу',
  },
  15035: { oz: 'Voyaga yetmaganni chet elga kuzatib borish', uz: 'Вояга етмаганни чет элга кузатиб бориш', ru: 'Сопровождение несовершеннолетнего за границу' },
};

/** Types whose unfinished duplicate for the same object/person is refused (spec §5). */
export const DUPLICATE_GUARDED_ACT_TYPES: readonly ActTypeId[] = [1, 101, 105, 11651, 11944, 15003, 15034, 15035];

/**
 * Registration type of an act (spec §3 regtype): 1 in person, 2 video conference. A party's
 * participation type (spec §3 Party: 1 meeting the notary, 2 video) uses the same two codes.
 */
export const REG_TYPES = { inPerson: 1, video: 2 } as const;
export type RegType = (typeof REG_TYPES)[keyof typeof REG_TYPES];

/** A stored registration or participation type as the rules read it: anything but video is in person. */
export function regTypeOf(value: number): RegType {
  return value === REG_TYPES.video ? REG_TYPES.video : REG_TYPES.inPerson;
}

/** Registry system of an act (spec §2 screen 7): 2 → /my_notarial_act/{rid}; 3, 4 → /enotarial_act/{uuid}. */
export const REG_SYSTEMS = [2, 3, 4] as const;
export type RegSystemId = (typeof REG_SYSTEMS)[number];
