/** Countries (ISO 3166-1) and document types of the registries, with Russian names. */
export interface CountrySeed {
  id: number;
  alpha2: string;
  oz: string;
  ru: string;
}

const c = (id: number, alpha2: string, oz: string, ru: string): CountrySeed => ({ id, alpha2, oz, ru });

export const UZBEKISTAN_ID = 860;

export const COUNTRIES: readonly CountrySeed[] = [
  c(860, 'UZ', 'O‘zbekiston', 'Узбекистан'),
  c(398, 'KZ', 'Qozog‘iston', 'Казахстан'),
  c(417, 'KG', 'Qirg‘iziston', 'Кыргызстан'),
  c(762, 'TJ', 'Tojikiston', 'Таджикистан'),
  c(795, 'TM', 'Turkmaniston', 'Туркменистан'),
  c(643, 'RU', 'Rossiya', 'Россия'),
  c(792, 'TR', 'Turkiya', 'Турция'),
  c(784, 'AE', 'Birlashgan Arab Amirliklari', 'Объединённые Арабские Эмираты'),
  c(410, 'KR', 'Koreya Respublikasi', 'Республика Корея'),
  c(156, 'CN', 'Xitoy', 'Китай'),
  c(840, 'US', 'Amerika Qo‘shma Shtatlari', 'Соединённые Штаты Америки'),
  c(276, 'DE', 'Germaniya', 'Германия'),
  c(826, 'GB', 'Buyuk Britaniya', 'Великобритания'),
  c(250, 'FR', 'Fransiya', 'Франция'),
  c(380, 'IT', 'Italiya', 'Италия'),
  c(392, 'JP', 'Yaponiya', 'Япония'),
  c(356, 'IN', 'Hindiston', 'Индия'),
  c(682, 'SA', 'Saudiya Arabistoni', 'Саудовская Аравия'),
  c(804, 'UA', 'Ukraina', 'Украина'),
  c(112, 'BY', 'Belarus', 'Беларусь'),
  c(31, 'AZ', 'Ozarbayjon', 'Азербайджан'),
  c(268, 'GE', 'Gruziya', 'Грузия'),
  c(51, 'AM', 'Armaniston', 'Армения'),
  c(616, 'PL', 'Polsha', 'Польша'),
  c(203, 'CZ', 'Chexiya', 'Чехия'),
  c(364, 'IR', 'Eron', 'Иран'),
  c(4, 'AF', 'Afg‘oniston', 'Афганистан'),
  c(586, 'PK', 'Pokiston', 'Пакистан'),
  c(818, 'EG', 'Misr', 'Египет'),
  c(458, 'MY', 'Malayziya', 'Малайзия'),
  c(764, 'TH', 'Tailand', 'Таиланд'),
  c(124, 'CA', 'Kanada', 'Канада'),
  c(36, 'AU', 'Avstraliya', 'Австралия'),
  c(634, 'QA', 'Qatar', 'Катар'),
  c(440, 'LT', 'Litva', 'Литва'),
];

/** Destinations citizens travel to most; minors' travel consents pick from these. */
export const TRAVEL_COUNTRY_IDS = [398, 417, 643, 792, 784, 410, 276, 826] as const;

export interface DocumentTypeSeed {
  id: number;
  oz: string;
  ru: string;
}

const t = (id: number, oz: string, ru: string): DocumentTypeSeed => ({ id, oz, ru });

/** Ids follow the registry's numbering that spec §5 uses for document number lengths. */
export const DOCUMENT_TYPES: readonly DocumentTypeSeed[] = [
  t(0, 'Tug‘ilganlik haqida guvohnoma', 'Свидетельство о рождении'),
  t(1, 'O‘zbekiston Respublikasi fuqarosining pasporti', 'Паспорт гражданина Республики Узбекистан'),
  t(6, 'Biometrik pasport', 'Биометрический паспорт'),
  t(8, 'Identifikatsiya ID-kartasi', 'Идентификационная ID-карта'),
  t(20, 'Xizmat pasporti', 'Служебный паспорт'),
  t(46, 'Xorijga chiqish pasporti', 'Заграничный паспорт'),
  t(47, 'Chet el fuqarosining yashash guvohnomasi', 'Вид на жительство иностранного гражданина'),
  t(48, 'Fuqaroligi bo‘lmagan shaxsning yashash guvohnomasi', 'Вид на жительство лица без гражданства'),
  t(60, 'Harbiy bilet', 'Военный билет'),
  t(70, 'Diplomatik pasport', 'Дипломатический паспорт'),
  t(1001, 'Chet el fuqarosining pasporti', 'Паспорт иностранного гражданина'),
  t(1002, 'Vaqtinchalik shaxs guvohnomasi', 'Временное удостоверение личности'),
  t(1003, 'Qochoq guvohnomasi', 'Удостоверение беженца'),
  t(1004, 'Qaytish guvohnomasi', 'Свидетельство на возвращение'),
  t(99, 'Boshqa hujjat', 'Иной документ'),
];

/** Passport-like documents by series: ID cards (AD, AE) and passports. */
export const ID_CARD_SERIES = ['AD', 'AE'] as const;
export const PASSPORT_SERIES = ['AA', 'AB', 'AC', 'FA'] as const;
export const PASSPORT_TYPE_ID = 1;
export const ID_CARD_TYPE_ID = 8;
