/** Building blocks of catalogue texts: [Uzbek Latin, Russian]; Uzbek Cyrillic is transliterated. */
export type Pair = readonly [oz: string, ru: string];

export const DOCUMENTS = {
  passport: ['Shaxsni tasdiqlovchi hujjat (pasport yoki ID-karta)', 'Документ, удостоверяющий личность (паспорт или ID-карта)'],
  techPassport: ['Transport vositasini qayd etish guvohnomasi (texpasport)', 'Свидетельство о регистрации транспортного средства (техпаспорт)'],
  valuation: ['Baholash hisoboti', 'Отчёт об оценке'],
  cadastre: ['Kadastr pasporti', 'Кадастровый паспорт'],
  ownership: ['Mulk huquqini tasdiqlovchi hujjat', 'Документ, подтверждающий право собственности'],
  marriage: ['Nikoh haqida guvohnoma', 'Свидетельство о браке'],
  birth: ['Farzandning tug‘ilganlik haqida guvohnomasi', 'Свидетельство о рождении ребёнка'],
  death: ['Vafot etganlik haqida guvohnoma', 'Свидетельство о смерти'],
  original: ['Tarjima qilinadigan hujjat', 'Переводимый документ'],
  translatorDiploma: ['Tarjimonning malakasini tasdiqlovchi hujjat', 'Документ о квалификации переводчика'],
  spouseConsent: ['Er (xotin)ning notarial roziligi', 'Нотариальное согласие супруга'],
  loan: ['Qarz summasini tasdiqlovchi hujjatlar', 'Документы, подтверждающие сумму займа'],
  pension: ['Pensiya guvohnomasi', 'Пенсионное удостоверение'],
} as const satisfies Record<string, Pair>;
export type DocumentKey = keyof typeof DOCUMENTS;

/** Documents shown as originals only (the notary sees them, keeps no copy). */
export const ORIGINAL_ONLY: ReadonlySet<DocumentKey> = new Set(['passport']);

export const PARTICIPANTS = {
  seller: ['Sotuvchi', 'Продавец'],
  buyer: ['Xaridor', 'Покупатель'],
  donor: ['Hadya qiluvchi', 'Даритель'],
  donee: ['Hadya oluvchi', 'Одаряемый'],
  pledgor: ['Garovga qo‘yuvchi', 'Залогодатель'],
  pledgee: ['Garov oluvchi', 'Залогодержатель'],
  principal: ['Ishonch bildiruvchi', 'Доверитель'],
  attorney: ['Ishonchli vakil', 'Поверенный'],
  spouse: ['Er (xotin)', 'Супруг(а)'],
  parent: ['Ota-ona', 'Родитель'],
  child: ['Voyaga yetmagan bola', 'Несовершеннолетний ребёнок'],
  companion: ['Kuzatib boruvchi shaxs', 'Сопровождающее лицо'],
  heir: ['Merosxo‘r', 'Наследник'],
  translator: ['Tarjimon', 'Переводчик'],
  owner: ['Mulk egasi', 'Собственник'],
  registrant: ['Ro‘yxatga olinuvchi shaxs', 'Регистрируемое лицо'],
  applicant: ['Arizachi', 'Заявитель'],
  testator: ['Vasiyat qiluvchi', 'Завещатель'],
  lender: ['Qarz beruvchi', 'Займодавец'],
  borrower: ['Qarz oluvchi', 'Заёмщик'],
  party: ['Shartnoma tarafi', 'Сторона договора'],
  payer: ['Aliment to‘lovchi', 'Плательщик алиментов'],
  recipient: ['Aliment oluvchi', 'Получатель алиментов'],
} as const satisfies Record<string, Pair>;
export type ParticipantKey = keyof typeof PARTICIPANTS;

export const RESULTS = {
  contract: ['Notarial tasdiqlangan shartnoma', 'Нотариально удостоверенный договор'],
  proxy: ['Notarial tasdiqlangan ishonchnoma', 'Нотариально удостоверенная доверенность'],
  consent: ['Notarial tasdiqlangan rozilik', 'Нотариально удостоверенное согласие'],
  certificate: ['Notarial guvohnoma', 'Нотариальное свидетельство'],
  certification: ['Tasdiqlash yozuvi qo‘yilgan hujjat', 'Документ с удостоверительной надписью'],
  statement: ['Notarial tasdiqlangan ariza', 'Нотариально удостоверенное заявление'],
  will: ['Notarial tasdiqlangan vasiyatnoma', 'Нотариально удостоверенное завещание'],
} as const satisfies Record<string, Pair>;
export type ResultKey = keyof typeof RESULTS;

export const ONLINE_CONDITION: Pair = [
  'Video konferensiya orqali yoki notarius idorasida shaxsan rasmiylashtiriladi. Tomonlar shaxsi hujjat va yuz tekshiruvi bilan tasdiqlanadi.',
  'Оформляется по видеоконференции или лично в нотариальной конторе. Личность сторон подтверждается документом и проверкой лица.',
];
export const IN_PERSON_CONDITION: Pair = ['Faqat notarius idorasida shaxsan rasmiylashtiriladi.', 'Оформляется только лично в нотариальной конторе.'];

export function lawDescription(name: Pair): Pair {
  return [
    `«Notariat to‘g‘risida»gi Qonun va O‘zbekiston Respublikasi Fuqarolik kodeksiga muvofiq «${name[0]}» notarial harakati amalga oshiriladi. Notarius taraflarning shaxsini, muomala layoqatini va mulkka bo‘lgan huquqini tekshiradi.`,
    `В соответствии с Законом «О нотариате» и Гражданским кодексом Республики Узбекистан совершается нотариальное действие «${name[1]}». Нотариус проверяет личность и дееспособность сторон и их право на имущество.`,
  ];
}

/** "1 ish kuni" / "1 рабочий день", "3 рабочих дня", "5 рабочих дней". */
export function durationText(days: number): Pair {
  const mod10 = days % 10;
  const mod100 = days % 100;
  const ru = mod10 === 1 && mod100 !== 11 ? 'рабочий день' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'рабочих дня' : 'рабочих дней';
  return [`${days} ish kuni`, `${days} ${ru}`];
}
