import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import type { DocumentKey, Pair, ParticipantKey, ResultKey } from './catalogue-texts.ts';

/**
 * The service catalogue (spec §1, screen 10): act groups and their services. Services with an
 * `actTypeId` open that wizard (spec §4); the others are arranged in person. Fee rates are demo
 * figures of the same order as the state duty schedule, not legal advice.
 */
export const CATALOGUE_GROUPS: readonly Pair[] = [
  ['Transport vositalari bilan bitimlar', 'Сделки с транспортными средствами'],
  ['Ko‘chmas mulk bilan bitimlar', 'Сделки с недвижимостью'],
  ['Ishonchnomalar', 'Доверенности'],
  ['Oila va voyaga yetmaganlar', 'Семья и несовершеннолетние'],
  ['Meros', 'Наследство'],
  ['Hujjatlarni tasdiqlash', 'Свидетельствование документов'],
  ['Boshqa shartnomalar', 'Иные договоры'],
];

export interface ServiceSeed {
  group: number;
  actTypeId: ActTypeId | null;
  /** Only for services without an act type; wizard services take the domain's act type name. */
  name?: Pair;
  bcvPercent: number;
  valuePermille: number | null;
  days: number;
  simple: Pair;
  documents: readonly DocumentKey[];
  participants: readonly ParticipantKey[];
  result: ResultKey;
  condition?: Pair;
}

const VEHICLE_CLEAR: Pair = ['Transport vositasida taqiq, hibs yoki to‘lanmagan jarima bo‘lmasligi kerak.', 'На транспортном средстве не должно быть запретов, арестов и неоплаченных штрафов.'];
const CO_OWNERS: Pair = ['Umumiy mulkdagi transport vositasini barcha mulkdorlar birgalikda sotadi.', 'Транспортное средство в общей собственности продают все собственники вместе.'];
const RELATIVES_DISCOUNT: Pair = ['Yaqin qarindoshlar uchun davlat boji stavkaning 5 foizi.', 'Для близких родственников госпошлина составляет 5 процентов ставки.'];

export const CATALOGUE_SERVICES: readonly ServiceSeed[] = [
  { group: 0, actTypeId: 1, bcvPercent: 0, valuePermille: 10, days: 1, simple: ['Avtomobilingizni boshqa shaxsga sotish shartnomasi.', 'Договор продажи вашего автомобиля другому лицу.'], documents: ['passport', 'techPassport', 'valuation', 'spouseConsent'], participants: ['seller', 'buyer'], result: 'contract', condition: CO_OWNERS },
  { group: 0, actTypeId: 4, bcvPercent: 0, valuePermille: 10, days: 1, simple: ['Avtomobilni qarindoshingizga yoki boshqa shaxsga hadya qilish.', 'Подарить автомобиль родственнику или другому лицу.'], documents: ['passport', 'techPassport', 'valuation'], participants: ['donor', 'donee'], result: 'contract', condition: RELATIVES_DISCOUNT },
  { group: 0, actTypeId: 9, bcvPercent: 100, valuePermille: null, days: 1, simple: ['Kredit yoki qarz uchun mulkni garovga qo‘yish.', 'Передать имущество в залог под кредит или заём.'], documents: ['passport', 'techPassport', 'loan'], participants: ['pledgor', 'pledgee'], result: 'contract', condition: VEHICLE_CLEAR },
  { group: 0, actTypeId: 101, bcvPercent: 50, valuePermille: null, days: 1, simple: ['Boshqa shaxsga avtomobilingizni boshqarish yoki tasarruf etish huquqini berish.', 'Дать другому лицу право управлять автомобилем или распоряжаться им.'], documents: ['passport', 'techPassport'], participants: ['principal', 'attorney'], result: 'proxy', condition: VEHICLE_CLEAR },
  { group: 1, actTypeId: 105, bcvPercent: 50, valuePermille: null, days: 1, simple: ['Ko‘chmas mulk bo‘yicha ishlarni vakilga topshirish (sotish va hadya huquqisiz).', 'Поручить представителю дела по недвижимости (без права продажи и дарения).'], documents: ['passport', 'cadastre', 'ownership'], participants: ['principal', 'attorney'], result: 'proxy' },
  { group: 1, actTypeId: 11944, bcvPercent: 20, valuePermille: null, days: 1, simple: ['Uy egasining boshqa shaxsni doimiy ro‘yxatga olishga roziligi.', 'Согласие собственника жилья на постоянную регистрацию другого лица.'], documents: ['passport', 'cadastre', 'ownership'], participants: ['owner', 'registrant'], result: 'consent' },
  { group: 1, actTypeId: null, name: ['Kvartira oldi-sotdi shartnomasi', 'Договор купли-продажи квартиры'], bcvPercent: 0, valuePermille: 10, days: 2, simple: ['Kvartirani sotish va sotib olish.', 'Продажа и покупка квартиры.'], documents: ['passport', 'cadastre', 'ownership', 'valuation', 'spouseConsent'], participants: ['seller', 'buyer'], result: 'contract' },
  { group: 1, actTypeId: null, name: ['Uy-joyni hadya qilish shartnomasi', 'Договор дарения жилья'], bcvPercent: 0, valuePermille: 10, days: 2, simple: ['Uy yoki kvartirani hadya qilish.', 'Подарить дом или квартиру.'], documents: ['passport', 'cadastre', 'ownership', 'valuation'], participants: ['donor', 'donee'], result: 'contract' },
  { group: 2, actTypeId: 11651, bcvPercent: 100, valuePermille: null, days: 1, simple: ['Vakilga ko‘chmas mulk va transportni tasarruf etishdan tashqari ishlarni topshirish.', 'Поручить представителю дела, кроме распоряжения недвижимостью и транспортом.'], documents: ['passport'], participants: ['principal', 'attorney'], result: 'proxy' },
  { group: 2, actTypeId: null, name: ['Pensiya olish uchun ishonchnoma', 'Доверенность на получение пенсии'], bcvPercent: 10, valuePermille: null, days: 1, simple: ['Pensiyangizni boshqa shaxs olishi uchun.', 'Чтобы пенсию за вас получал другой человек.'], documents: ['passport', 'pension'], participants: ['principal', 'attorney'], result: 'proxy' },
  { group: 3, actTypeId: 15003, bcvPercent: 20, valuePermille: null, days: 1, simple: ['Umumiy mol-mulk bilan bitimga er (xotin)ning roziligi.', 'Согласие супруга на сделку с общим имуществом.'], documents: ['passport', 'marriage'], participants: ['spouse'], result: 'consent' },
  { group: 3, actTypeId: 15034, bcvPercent: 20, valuePermille: null, days: 1, simple: ['Farzandingiz chet elga chiqishi uchun ota-ona roziligi.', 'Согласие родителей на выезд ребёнка за границу.'], documents: ['passport', 'birth'], participants: ['parent', 'child', 'companion'], result: 'consent', condition: ['15 yoshdan oshgan bola kuzatuvchisiz chiqishi mumkin. Tug‘ilganlik haqidagi guvohnoma FHDYo arxivida bo‘lishi kerak.', 'Ребёнок с 15 лет может выехать без сопровождающего. Свидетельство о рождении должно быть в архиве ЗАГС.'] },
  { group: 3, actTypeId: 15035, bcvPercent: 20, valuePermille: null, days: 1, simple: ['Voyaga yetmaganni chet elga kuzatib borish uchun ruxsat.', 'Разрешение сопровождать несовершеннолетнего за границу.'], documents: ['passport', 'birth'], participants: ['parent', 'companion', 'child'], result: 'consent' },
  { group: 3, actTypeId: null, name: ['Nikoh shartnomasi', 'Брачный договор'], bcvPercent: 200, valuePermille: null, days: 2, simple: ['Er-xotinning mulkiy huquqlari to‘g‘risida kelishuv.', 'Соглашение супругов об имущественных правах.'], documents: ['passport', 'marriage'], participants: ['spouse', 'spouse'], result: 'contract' },
  { group: 3, actTypeId: null, name: ['Aliment to‘lash to‘g‘risida kelishuv', 'Соглашение об уплате алиментов'], bcvPercent: 100, valuePermille: null, days: 1, simple: ['Aliment miqdori va tartibi bo‘yicha kelishuv.', 'Договорённость о размере и порядке алиментов.'], documents: ['passport', 'birth'], participants: ['payer', 'recipient'], result: 'contract' },
  { group: 4, actTypeId: 12047, bcvPercent: 50, valuePermille: null, days: 1, simple: ['Merosni qabul qilishdan voz kechish haqida ariza.', 'Заявление об отказе от наследства.'], documents: ['passport', 'death'], participants: ['heir'], result: 'statement', condition: ['Bir mulkdori vafot etgan umumiy mulk bo‘yicha ishlar faqat notarius idorasida ko‘riladi.', 'Дела об общем имуществе, один из собственников которого умер, ведутся только в нотариальной конторе.'] },
  { group: 4, actTypeId: null, name: ['Meros huquqi to‘g‘risida guvohnoma', 'Свидетельство о праве на наследство'], bcvPercent: 0, valuePermille: 10, days: 5, simple: ['Merosxo‘rning mulkka bo‘lgan huquqini tasdiqlash.', 'Подтвердить право наследника на имущество.'], documents: ['passport', 'death', 'ownership', 'valuation'], participants: ['heir'], result: 'certificate' },
  { group: 4, actTypeId: null, name: ['Vasiyatnoma', 'Завещание'], bcvPercent: 50, valuePermille: null, days: 1, simple: ['Mol-mulkingizni kimga qoldirishingizni belgilash.', 'Определить, кому достанется ваше имущество.'], documents: ['passport'], participants: ['testator'], result: 'will' },
  { group: 5, actTypeId: 11962, bcvPercent: 15, valuePermille: null, days: 1, simple: ['Hujjat tarjimasining to‘g‘riligini tasdiqlash.', 'Засвидетельствовать верность перевода документа.'], documents: ['passport', 'original', 'translatorDiploma'], participants: ['applicant', 'translator'], result: 'certification' },
  { group: 5, actTypeId: null, name: ['Hujjat nusxasining to‘g‘riligini tasdiqlash', 'Свидетельствование верности копии документа'], bcvPercent: 5, valuePermille: null, days: 1, simple: ['Nusxaning asl hujjatga mosligini tasdiqlash.', 'Подтвердить, что копия соответствует оригиналу.'], documents: ['passport', 'original'], participants: ['applicant'], result: 'certification' },
  { group: 5, actTypeId: null, name: ['Imzoning haqiqiyligini tasdiqlash', 'Свидетельствование подлинности подписи'], bcvPercent: 10, valuePermille: null, days: 1, simple: ['Hujjatdagi imzo sizniki ekanini tasdiqlash.', 'Подтвердить, что подпись на документе ваша.'], documents: ['passport'], participants: ['applicant'], result: 'certification' },
  { group: 6, actTypeId: 11680, bcvPercent: 100, valuePermille: null, days: 1, simple: ['Boshqa turdagi shartnomani notarial tasdiqlash.', 'Нотариально удостоверить договор иного вида.'], documents: ['passport'], participants: ['party', 'party'], result: 'contract' },
  { group: 6, actTypeId: null, name: ['Qarz shartnomasi', 'Договор займа'], bcvPercent: 100, valuePermille: 5, days: 1, simple: ['Pul qarz berish yoki olishni rasmiylashtirish.', 'Оформить передачу денег в долг.'], documents: ['passport', 'loan'], participants: ['lender', 'borrower'], result: 'contract' },
];
