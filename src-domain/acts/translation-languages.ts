import type { Locale } from '../i18n/locale.ts';

/**
 * The languages a translation certification 11962 translates from and to (§3 "translation
 * languages"): chosen from this list, never typed, so the notary and the print form read one
 * spelling. The spec names the field, not its values; the list holds the state language and
 * Karakalpak, Russian, the languages of the neighbouring states and those documents most often
 * arrive in for use in Uzbekistan or go out in from it
 * (docs/decisions/0048-translation-and-inheritance-wizards.md).
 */
export const TRANSLATION_LANGUAGES = [
  'uz',
  'kaa',
  'ru',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'tr',
  'ar',
  'fa',
  'zh',
  'ko',
  'ja',
  'kk',
  'ky',
  'tg',
  'tk',
  'az',
  'uk',
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TRANSLATION_LANGUAGE_NAMES: Readonly<Record<TranslationLanguage, Readonly<Record<Locale, string>>>> = {
  uz: { oz: 'O‘zbek tili', uz: 'Ўзбек тили', ru: 'Узбекский язык' },
  kaa: { oz: 'Qoraqalpoq tili', uz: 'Қорақалпоқ тили', ru: 'Каракалпакский язык' },
  ru: { oz: 'Rus tili', uz: 'Рус тили', ru: 'Русский язык' },
  en: { oz: 'Ingliz tili', uz: 'Инглиз тили', ru: 'Английский язык' },
  de: { oz: 'Nemis tili', uz: 'Немис тили', ru: 'Немецкий язык' },
  fr: { oz: 'Fransuz tili', uz: 'Француз тили', ru: 'Французский язык' },
  es: { oz: 'Ispan tili', uz: 'Испан тили', ru: 'Испанский язык' },
  it: { oz: 'Italyan tili', uz: 'Италян тили', ru: 'Итальянский язык' },
  tr: { oz: 'Turk tili', uz: 'Турк тили', ru: 'Турецкий язык' },
  ar: { oz: 'Arab tili', uz: 'Араб тили', ru: 'Арабский язык' },
  fa: { oz: 'Fors tili', uz: 'Форс тили', ru: 'Персидский язык' },
  zh: { oz: 'Xitoy tili', uz: 'Хитой тили', ru: 'Китайский язык' },
  ko: { oz: 'Koreys tili', uz: 'Корейс тили', ru: 'Корейский язык' },
  ja: { oz: 'Yapon tili', uz: 'Япон тили', ru: 'Японский язык' },
  kk: { oz: 'Qozoq tili', uz: 'Қозоқ тили', ru: 'Казахский язык' },
  ky: { oz: 'Qirg‘iz tili', uz: 'Қирғиз тили', ru: 'Киргизский язык' },
  tg: { oz: 'Tojik tili', uz: 'Тожик тили', ru: 'Таджикский язык' },
  tk: { oz: 'Turkman tili', uz: 'Туркман тили', ru: 'Туркменский язык' },
  az: { oz: 'Ozarbayjon tili', uz: 'Озарбайжон тили', ru: 'Азербайджанский язык' },
  uk: { oz: 'Ukrain tili', uz: 'Украин тили', ru: 'Украинский язык' },
};

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}
