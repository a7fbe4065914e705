import { API_ERRORS } from '../../http/error-codes.ts';
import { formatMoney } from '../../i18n/format-number.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { BlockingCode, BlockingIssue } from './blocking-issue.ts';

/**
 * The spec §8 texts of the blocking issues in the three locales. `{name}` is filled from the
 * issue's params by `formatBlockingIssue`; the server sends the text in `message` beside the
 * code and params, and the UI shows that text (it builds the duplicate's link from params).
 */
export const BLOCKING_MESSAGES: Readonly<Record<BlockingCode, Readonly<Record<Locale, string>>>> = {
  person_deceased: API_ERRORS.person_deceased.text,
  enforcement_debt: {
    oz: 'Shaxsning (JShShIR {pin}) Majburiy ijro byurosida to‘lanmagan qarzdorligi bor: {amount} so‘m. Qarzni to‘liq to‘lang, so‘ng byuro saytida tekshiring',
    uz: 'Шахснинг (ЖШШИР {pin}) Мажбурий ижро бюросида тўланмаган қарздорлиги бор: {amount} сўм. Қарзни тўлиқ тўланг, сўнг бюро сайтида текширинг',
    ru: 'У лица (ПИНФЛ {pin}) есть непогашенная задолженность в Бюро принудительного исполнения: {amount} сум. Погасите её полностью, затем проверьте на сайте бюро',
  },
  vehicle_restricted: {
    oz: '{stateNumber} transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud. Taqiqlar olib tashlanib, jarimalar to‘langanidan keyin davom ettirish mumkin',
    uz: '{stateNumber} транспорт воситасига ЙҲХБ базасида тақиқ, ҳибс ёки тўланмаган жарима мавжуд. Тақиқлар олиб ташланиб, жарималар тўланганидан кейин давом эттириш мумкин',
    ru: 'На транспортное средство {stateNumber} в базе ГУБДД есть запрет, арест или неоплаченный штраф. Продолжить можно после снятия запретов и оплаты штрафов',
  },
  duplicate_act: {
    oz: 'Shu obyekt yoki shaxs bo‘yicha tugallanmagan notarial harakat mavjud: {link}',
    uz: 'Шу объект ёки шахс бўйича тугалланмаган нотариал ҳаракат мавжуд: {link}',
    ru: 'По этому же объекту или лицу уже есть незавершённое нотариальное действие: {link}',
  },
  co_owner_missing: {
    oz: '{stateNumber} transport vositasi umumiy mulkda: mulkdorlardan biri (JShShIR {pin}) sotuvchi yoki hadya qiluvchi sifatida qo‘shilishi kerak',
    uz: '{stateNumber} транспорт воситаси умумий мулкда: мулкдорлардан бири (ЖШШИР {pin}) сотувчи ёки ҳадя қилувчи сифатида қўшилиши керак',
    ru: 'Транспортное средство {stateNumber} в общей собственности: совладельца (ПИНФЛ {pin}) нужно добавить продавцом или дарителем',
  },
  co_owner_not_confirmed: {
    oz: '{stateNumber} transport vositasining mulkdori (JShShIR {pin}) ishtirokini hali tasdiqlamagan',
    uz: '{stateNumber} транспорт воситасининг мулкдори (ЖШШИР {pin}) иштирокини ҳали тасдиқламаган',
    ru: 'Совладелец транспортного средства {stateNumber} (ПИНФЛ {pin}) ещё не подтвердил участие',
  },
  co_owner_deceased: {
    oz: '{ref} mulkdorlaridan biri (JShShIR {pin}) vafot etgan: umumiy mulk bo‘yicha bunday ishlar faqat notarial idorada shaxsan rasmiylashtiriladi',
    uz: '{ref} мулкдорларидан бири (ЖШШИР {pin}) вафот этган: умумий мулк бўйича бундай ишлар фақат нотариал идорада шахсан расмийлаштирилади',
    ru: 'Один из собственников {ref} (ПИНФЛ {pin}) умер: такие дела по общему имуществу оформляются только лично в нотариальной конторе',
  },
  subject_not_owned: {
    oz: 'Siz reestrda {ref} mulkdori sifatida qayd etilmagansiz',
    uz: 'Сиз реестрда {ref} мулкдори сифатида қайд этилмагансиз',
    ru: 'Вы не значитесь в реестре собственником {ref}',
  },
  residence_not_owner: {
    oz: 'Doimiy ro‘yxatga olishga rozilikni faqat mulk egasi beradi: siz {cadastreNumber} obyektining egasi sifatida qayd etilmagansiz',
    uz: 'Доимий рўйхатга олишга розиликни фақат мулк эгаси беради: сиз {cadastreNumber} объектининг эгаси сифатида қайд этилмагансиз',
    ru: 'Согласие на регистрацию по месту жительства даёт только собственник: вы не значитесь собственником объекта {cadastreNumber}',
  },
  residence_owner_only: {
    oz: 'Doimiy ro‘yxatga olishga rozilikni faqat mulk egasi beradi: kadastrda sizning nomingizga ko‘chmas mulk qayd etilmagan',
    uz: 'Доимий рўйхатга олишга розиликни фақат мулк эгаси беради: кадастрда сизнинг номингизга кўчмас мулк қайд этилмаган',
    ru: 'Согласие на регистрацию по месту жительства даёт только собственник: в кадастре за вами не зарегистрировано недвижимое имущество',
  },
  registry_data_missing: {
    oz: 'Transport vositasi yoki ko‘chmas mulk ({ref}) ma’lumotlari topilmadi, YHXB yoki ko‘chmas mulk reestriga murojaat qiling',
    uz: 'Транспорт воситаси ёки кўчмас мулк ({ref}) маълумотлари топилмади, ЙҲХБ ёки кўчмас мулк реестрига мурожаат қилинг',
    ru: 'Сведения о транспортном средстве или недвижимости ({ref}) не найдены, обратитесь в ГУБДД или в реестр недвижимости',
  },
  child_or_spouse_missing: {
    oz: 'Farzand yoki turmush o‘rtoq haqidagi ma’lumotlar topilmadi, 1008 ishonch telefoniga murojaat qiling',
    uz: 'Фарзанд ёки турмуш ўртоқ ҳақидаги маълумотлар топилмади, 1008 ишонч телефонига мурожаат қилинг',
    ru: 'Сведения о ребёнке или супруге не найдены, обратитесь по телефону доверия 1008',
  },
  child_birth_record_missing: {
    oz: 'Bolaning (JShShIR {pin}) tug‘ilganlik haqidagi guvohnomasi FHDYo arxivida topilmadi: chet elga chiqishga rozilikni rasmiylashtirib bo‘lmaydi',
    uz: 'Боланинг (ЖШШИР {pin}) туғилганлик ҳақидаги гувоҳномаси ФҲДЁ архивида топилмади: чет элга чиқишга розиликни расмийлаштириб бўлмайди',
    ru: 'Свидетельство о рождении ребёнка (ПИНФЛ {pin}) не найдено в архиве ЗАГС: согласие на выезд оформить нельзя',
  },
  travel_companion_required: {
    oz: 'Voyaga yetmaganga kuzatuvchi shaxs kerak: faqat 15 yoshga to‘lgan bola mustaqil chiqa oladi',
    uz: 'Вояга етмаганга кузатувчи шахс керак: фақат 15 ёшга тўлган бола мустақил чиқа олади',
    ru: 'Несовершеннолетнему нужно сопровождающее лицо: самостоятельно выезжать может только ребёнок, достигший 15 лет',
  },
  travel_independent_under_age: {
    oz: 'Bola (JShShIR {pin}) chiqish kunida 15 yoshga to‘lmaydi: mustaqil chiqish mumkin emas, kuzatuvchi shaxsni qo‘shing',
    uz: 'Бола (ЖШШИР {pin}) чиқиш кунида 15 ёшга тўлмайди: мустақил чиқиш мумкин эмас, кузатувчи шахсни қўшинг',
    ru: 'Ребёнку (ПИНФЛ {pin}) на день выезда не исполнится 15 лет: самостоятельный выезд невозможен, добавьте сопровождающее лицо',
  },
  general_proxy_disposal_forbidden: {
    oz: 'Umumiy ishonchnoma ko‘chmas mulk yoki transport vositalarini tasarruf etish huquqini bera olmaydi',
    uz: 'Умумий ишончнома кўчмас мулк ёки транспорт воситаларини тасарруф этиш ҳуқуқини бера олмайди',
    ru: 'Генеральная доверенность не может давать право распоряжения недвижимостью или транспортными средствами',
  },
  real_estate_proxy_right_forbidden: {
    oz: 'Ko‘chmas mulk bo‘yicha ishonchnoma sotish, hadya qilish, garovga qo‘yish yoki ayirboshlash huquqini bera olmaydi',
    uz: 'Кўчмас мулк бўйича ишончнома сотиш, ҳадя қилиш, гаровга қўйиш ёки айирбошлаш ҳуқуқини бера олмайди',
    ru: 'Доверенность на недвижимость не может давать права продажи, дарения, залога или мены',
  },
  base_proxy_not_found: {
    oz: '{regnum} raqamli asosiy ishonchnoma ishonchnomalar reestrida topilmadi yoki amalda emas: qayta ishonch faqat notarial tasdiqlangan ishonchnoma asosida beriladi',
    uz: '{regnum} рақамли асосий ишончнома ишончномалар реестрида топилмади ёки амалда эмас: қайта ишонч фақат нотариал тасдиқланган ишончнома асосида берилади',
    ru: 'Основная доверенность № {regnum} не найдена в реестре доверенностей или не действует: передоверие возможно только по нотариально удостоверенной доверенности',
  },
  base_proxy_not_attorney: {
    oz: 'Faqat sizga berilgan ishonchnomani qayta ishonib topshirish mumkin: siz {regnum} ishonchnoma bo‘yicha vakil emassiz',
    uz: 'Фақат сизга берилган ишончномани қайта ишониб топшириш мумкин: сиз {regnum} ишончнома бўйича вакил эмассиз',
    ru: 'Передоверить можно только выданную вам доверенность: вы не являетесь поверенным по доверенности № {regnum}',
  },
  base_proxy_no_delegation: {
    oz: '{regnum} ishonchnomada qayta ishonib topshirish huquqi nazarda tutilmagan',
    uz: '{regnum} ишончномада қайта ишониб топшириш ҳуқуқи назарда тутилмаган',
    ru: 'Доверенность № {regnum} не предусматривает права передоверия',
  },
  proxy_term_exceeds_base: {
    oz: 'Qayta ishonchnoma muddati asosiy ishonchnoma ({regnum}) muddatidan oshmasligi kerak: {baseValidUntil} gacha',
    uz: 'Қайта ишончнома муддати асосий ишончнома ({regnum}) муддатидан ошмаслиги керак: {baseValidUntil} гача',
    ru: 'Срок передоверия не может превышать срок основной доверенности № {regnum}: не позднее {baseValidUntil}',
  },
  relationship_not_found: {
    oz: 'Tomonlar o‘rtasida qarindoshlik aloqasi topilmadi (JShShIR {pin})',
    uz: 'Томонлар ўртасида қариндошлик алоқаси топилмади (ЖШШИР {pin})',
    ru: 'Родственная связь между сторонами не найдена (ПИНФЛ {pin})',
  },
};

/** Places that show an amount, and the param holding it in tiyin: written as `locale` writes numbers. */
const MONEY_PLACES: Readonly<Record<string, string>> = { amount: 'amountTiyin' };

/** The issue's text in `locale`, its `{param}` places filled; amounts in the locale's number format (i18n/format-number.ts). */
export function formatBlockingIssue(found: BlockingIssue, locale: Locale): string {
  return BLOCKING_MESSAGES[found.code][locale].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const tiyinKey = MONEY_PLACES[key];
    const tiyin = tiyinKey === undefined ? undefined : found.params[tiyinKey];
    if (typeof tiyin === 'number' && Number.isSafeInteger(tiyin) && tiyin >= 0) return formatMoney(tiyin, locale);
    const value = found.params[key];
    return value === undefined ? whole : String(value);
  });
}
