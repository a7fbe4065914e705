import type { Locale } from '../i18n/locale.ts';

/**
 * Validation message keys and their texts (spec §5). The domain's valibot schemas use the KEY
 * as the issue `message`, so the server (400 `details`) and the UI (form errors) translate the
 * very same keys. `{min}`, `{max}` and `{length}` are filled from the failing action's
 * requirement by `translateIssue`, or by the caller through `validationMessage(…, params)`.
 * The four `…passserial…` / `…passnum…` keys are the spec's own names (§5, login form).
 */
export const VALIDATION_MESSAGES = {
  error_required: { oz: 'Ushbu maydonni to‘ldirish majburiy', uz: 'Ушбу майдонни тўлдириш мажбурий', ru: 'Это поле обязательно для заполнения' },
  error_too_short: { oz: 'Kamida {min} ta belgi kiritilishi kerak', uz: 'Камида {min} та белги киритилиши керак', ru: 'Нужно ввести не менее {min} символов' },
  error_too_long: {
    oz: 'Ko‘pi bilan {max} ta belgi kiritish mumkin',
    uz: 'Кўпи билан {max} та белги киритиш мумкин',
    ru: 'Можно ввести не более {max} символов',
  },
  error_invalid_value: { oz: 'Noto‘g‘ri qiymat kiritildi', uz: 'Нотўғри қиймат киритилди', ru: 'Введено некорректное значение' },
  error_incomplete_value: { oz: 'Qiymatni to‘liq kiriting', uz: 'Қийматни тўлиқ киритинг', ru: 'Заполните значение полностью' },
  /** src-domain/payments/payment-channels.ts */
  error_receipt_number: {
    oz: 'Chek raqamini chekda yozilganidek kiriting: lotin harflari, raqamlar, “-” va “/”, 40 belgigacha',
    uz: 'Чек рақамини чекда ёзилганидек киритинг: лотин ҳарфлари, рақамлар, «-» ва «/», 40 белгигача',
    ru: 'Введите номер чека как в чеке: латинские буквы, цифры, «-» и «/», до 40 символов',
  },
  /** src-domain/acts/handoff/handoff-code.ts */
  handoff_code_format: {
    oz: 'Kod 8 ta harf va raqamdan iborat: uni boshqa ekranda ko‘rsatilganidek kiriting',
    uz: 'Код 8 та ҳарф ва рақамдан иборат: уни бошқа экранда кўрсатилганидек киритинг',
    ru: 'Код состоит из 8 букв и цифр: введите его так, как он показан на другом экране',
  },

  error_required_pin: { oz: 'JShShIRni kiriting', uz: 'ЖШШИРни киритинг', ru: 'Введите ПИНФЛ' },
  error_wrong_pin_length: {
    oz: 'JShShIR 14 ta raqamdan iborat bo‘lishi kerak',
    uz: 'ЖШШИР 14 та рақамдан иборат бўлиши керак',
    ru: 'ПИНФЛ должен состоять из 14 цифр',
  },
  error_pin_digits_only: {
    oz: 'JShShIR faqat raqamlardan iborat bo‘lishi kerak',
    uz: 'ЖШШИР фақат рақамлардан иборат бўлиши керак',
    ru: 'ПИНФЛ должен содержать только цифры',
  },

  error_required_passserial: { oz: 'Pasport seriyasini kiriting', uz: 'Паспорт сериясини киритинг', ru: 'Введите серию паспорта' },
  error_wrong_passserial_length: {
    oz: 'Pasport seriyasi 2 ta harfdan iborat bo‘lishi kerak',
    uz: 'Паспорт серияси 2 та ҳарфдан иборат бўлиши керак',
    ru: 'Серия паспорта должна состоять из 2 букв',
  },
  error_passserial_latin_only: {
    oz: 'Seriyani lotin harflarida kiriting (klaviatura tilini almashtiring)',
    uz: 'Серияни лотин ҳарфларида киритинг (клавиатура тилини алмаштиринг)',
    ru: 'Введите серию латинскими буквами (переключите раскладку клавиатуры)',
  },
  error_passserial_letters_only: {
    oz: 'Pasport seriyasi faqat harflardan iborat bo‘lishi kerak',
    uz: 'Паспорт серияси фақат ҳарфлардан иборат бўлиши керак',
    ru: 'Серия паспорта должна содержать только буквы',
  },

  error_required_passnum: { oz: 'Pasport raqamini kiriting', uz: 'Паспорт рақамини киритинг', ru: 'Введите номер паспорта' },
  error_wrong_passnum_length: {
    oz: 'Pasport raqami 7 ta raqamdan iborat bo‘lishi kerak',
    uz: 'Паспорт рақами 7 та рақамдан иборат бўлиши керак',
    ru: 'Номер паспорта должен состоять из 7 цифр',
  },
  error_passnum_digits_only: {
    oz: 'Pasport raqami faqat raqamlardan iborat bo‘lishi kerak',
    uz: 'Паспорт рақами фақат рақамлардан иборат бўлиши керак',
    ru: 'Номер паспорта должен содержать только цифры',
  },

  error_required_phone: { oz: 'Telefon raqamini kiriting', uz: 'Телефон рақамини киритинг', ru: 'Введите номер телефона' },
  error_wrong_phone_length: {
    oz: 'Telefon raqami 9 ta raqamdan iborat bo‘lishi kerak, masalan 901234567',
    uz: 'Телефон рақами 9 та рақамдан иборат бўлиши керак, масалан 901234567',
    ru: 'Номер телефона должен состоять из 9 цифр, например 901234567',
  },

  error_required_phone_code: { oz: 'SMS orqali kelgan kodni kiriting', uz: 'SMS орқали келган кодни киритинг', ru: 'Введите код из SMS' },
  error_wrong_phone_code_length: {
    oz: 'Kod 6 ta raqamdan iborat bo‘lishi kerak',
    uz: 'Код 6 та рақамдан иборат бўлиши керак',
    ru: 'Код должен состоять из 6 цифр',
  },

  error_required_inn: { oz: 'STIRni kiriting', uz: 'СТИРни киритинг', ru: 'Введите ИНН' },
  error_wrong_inn_length: { oz: 'STIR 9 ta raqamdan iborat bo‘lishi kerak', uz: 'СТИР 9 та рақамдан иборат бўлиши керак', ru: 'ИНН должен состоять из 9 цифр' },

  error_required_docnum: { oz: 'Hujjat raqamini kiriting', uz: 'Ҳужжат рақамини киритинг', ru: 'Введите номер документа' },
  error_wrong_docnum_length: {
    oz: 'Hujjat raqami {length} ta belgidan iborat bo‘lishi kerak',
    uz: 'Ҳужжат рақами {length} та белгидан иборат бўлиши керак',
    ru: 'Номер документа должен состоять из {length} символов',
  },
  error_docnum_digits_only: {
    oz: 'Bu turdagi hujjat raqami faqat raqamlardan iborat bo‘ladi',
    uz: 'Бу турдаги ҳужжат рақами фақат рақамлардан иборат бўлади',
    ru: 'Номер документа этого типа состоит только из цифр',
  },

  error_invalid_date: {
    oz: 'Sana noto‘g‘ri kiritildi, namuna: 31.12.2024',
    uz: 'Сана нотўғри киритилди, намуна: 31.12.2024',
    ru: 'Неверная дата, образец: 31.12.2024',
  },
  error_invalid_datetime: {
    oz: 'Sana va vaqt noto‘g‘ri kiritildi, namuna: 31.12.2024 14:30:00',
    uz: 'Сана ва вақт нотўғри киритилди, намуна: 31.12.2024 14:30:00',
    ru: 'Неверные дата и время, образец: 31.12.2024 14:30:00',
  },
  error_invalid_incomplete_date: {
    oz: 'Sanani to‘g‘ri kiriting; noma’lum kun yoki oy o‘rniga XX yozing, masalan XX.05.1990',
    uz: 'Санани тўғри киритинг; номаълум кун ёки ой ўрнига XX ёзинг, масалан XX.05.1990',
    ru: 'Введите дату правильно; неизвестные день или месяц замените на XX, например XX.05.1990',
  },
  /** src-domain/acts/editor/party-details.ts: a §3 party field the party's role or kind does not have. */
  error_party_detail_not_applicable: {
    oz: 'Bu ma’lumot ushbu rol yoki turdagi tarafga tegishli emas',
    uz: 'Бу маълумот ушбу рол ёки турдаги тарафга тегишли эмас',
    ru: 'Эти сведения не относятся к стороне с такой ролью или такого вида',
  },
  error_invalid_card_expiry: {
    oz: 'Karta amal qilish muddati noto‘g‘ri (OO/YY)',
    uz: 'Карта амал қилиш муддати нотўғри (ОО/ЙЙ)',
    ru: 'Неверный срок действия карты (ММ/ГГ)',
  },
  error_invalid_amount: {
    oz: 'Summa noto‘g‘ri kiritildi, namuna: 1 234 567,89',
    uz: 'Сумма нотўғри киритилди, намуна: 1 234 567,89',
    ru: 'Неверная сумма, образец: 1 234 567,89',
  },
  /** Subject common fields (src-domain/acts/editor/subject-common-fields.ts, spec §3). */
  error_invalid_card_number: {
    oz: 'Karta raqami noto‘g‘ri: 16 ta raqamni tekshirib kiriting',
    uz: 'Карта рақами нотўғри: 16 та рақамни текшириб киритинг',
    ru: 'Неверный номер карты: проверьте 16 цифр',
  },
  error_card_expired: { oz: 'Kartaning amal qilish muddati tugagan', uz: 'Картанинг амал қилиш муддати тугаган', ru: 'Срок действия карты истёк' },
  error_invalid_account: {
    oz: 'Hisob raqami 20 ta raqamdan iborat bo‘ladi',
    uz: 'Ҳисоб рақами 20 та рақамдан иборат бўлади',
    ru: 'Номер счёта состоит из 20 цифр',
  },
  error_share_over_whole: {
    oz: 'Ulushning surati maxrajidan katta bo‘lmasligi kerak',
    uz: 'Улушнинг сурати махражидан катта бўлмаслиги керак',
    ru: 'Числитель доли не может быть больше знаменателя',
  },
  error_share_recipient_not_party: {
    oz: 'Ulush oluvchi harakat ishtirokchisi bo‘lishi kerak',
    uz: 'Улуш олувчи ҳаракат иштирокчиси бўлиши керак',
    ru: 'Получатель доли должен быть участником действия',
  },
  error_not_applicable: {
    oz: 'Bu maydon ushbu harakat turiga tegishli emas',
    uz: 'Бу майдон ушбу ҳаракат турига тегишли эмас',
    ru: 'Это поле не относится к данному виду действия',
  },
  /** Statistics period (src-domain/statistics/statistics-period.ts): the 36 is STATISTICS_MAX_PERIOD_MONTHS. */
  error_period_order: {
    oz: 'Boshlanish sanasi tugash sanasidan keyin bo‘lmasligi kerak',
    uz: 'Бошланиш санаси тугаш санасидан кейин бўлмаслиги керак',
    ru: 'Дата начала не может быть позже даты окончания',
  },
  error_period_too_long: { oz: 'Davr 36 oydan oshmasligi kerak', uz: 'Давр 36 ойдан ошмаслиги керак', ru: 'Период не может превышать 36 месяцев' },
  /** Act wizards (src-domain/acts/wizard/wizard-step-rules.ts): what a step needs before "next". */
  error_wizard_children_required: {
    oz: 'Kamida bitta bolani tanlang',
    uz: 'Камида битта болани танланг',
    ru: 'Выберите хотя бы одного ребёнка',
  },
  error_wizard_destination_required: {
    oz: 'Boradigan davlatni tanlang yoki «Barcha davlatlar»ni belgilang',
    uz: 'Борадиган давлатни танланг ёки «Барча давлатлар»ни белгиланг',
    ru: 'Выберите страну назначения или отметьте «Все страны»',
  },
  error_wizard_property_required: {
    oz: 'Ro‘yxatdan mulkingizni tanlang',
    uz: 'Рўйхатдан мулкингизни танланг',
    ru: 'Выберите вашу недвижимость из списка',
  },
  error_wizard_vehicle_required: {
    oz: 'Ro‘yxatdan transport vositangizni tanlang',
    uz: 'Рўйхатдан транспорт воситангизни танланг',
    ru: 'Выберите ваше транспортное средство из списка',
  },
  error_wizard_one_vehicle: {
    oz: 'Bitta hujjatda bitta transport vositasi bo‘ladi: ortiqchasini olib tashlang',
    uz: 'Битта ҳужжатда битта транспорт воситаси бўлади: ортиқчасини олиб ташланг',
    ru: 'Один документ — одно транспортное средство: уберите лишнее',
  },
  error_wizard_price_required: {
    oz: 'Sotish narxini kiriting',
    uz: 'Сотиш нархини киритинг',
    ru: 'Укажите цену продажи',
  },
  error_wizard_buyer_required: {
    oz: 'Xaridorni qo‘shing',
    uz: 'Харидорни қўшинг',
    ru: 'Добавьте покупателя',
  },
  error_wizard_value_required: {
    oz: 'Transport vositasining qiymatini kiriting',
    uz: 'Транспорт воситасининг қийматини киритинг',
    ru: 'Укажите стоимость транспортного средства',
  },
  error_wizard_donee_required: {
    oz: 'Hadya oluvchini qo‘shing',
    uz: 'Ҳадя олувчини қўшинг',
    ru: 'Добавьте одаряемого',
  },
  error_wizard_registrant_required: {
    oz: 'Ro‘yxatga olinadigan shaxsni qo‘shing',
    uz: 'Рўйхатга олинадиган шахсни қўшинг',
    ru: 'Добавьте регистрируемое лицо',
  },
  // Spouse consent 15003 (spec §4 "choose spouse and phone, then subject with consent types").
  error_wizard_spouse_required: {
    oz: 'Reyestrdagi turmush o‘rtog‘ingizni tanlang',
    uz: 'Реестрдаги турмуш ўртоғингизни танланг',
    ru: 'Выберите супруга (супругу) из реестра',
  },
  error_wizard_subject_required: {
    oz: 'Rozilik beriladigan mulkni qo‘shing',
    uz: 'Розилик бериладиган мулкни қўшинг',
    ru: 'Добавьте имущество, на которое даётся согласие',
  },
  error_wizard_consent_types_required: {
    oz: 'Kamida bitta rozilik turini belgilang',
    uz: 'Камида битта розилик турини белгиланг',
    ru: 'Отметьте хотя бы один вид согласия',
  },
  error_wizard_attorney_required: {
    oz: 'Kamida bitta ishonchli vakilni qo‘shing',
    uz: 'Камида битта ишончли вакилни қўшинг',
    ru: 'Добавьте хотя бы одного поверенного',
  },
  error_wizard_rights_required: {
    oz: 'Beriladigan kamida bitta huquqni belgilang',
    uz: 'Бериладиган камида битта ҳуқуқни белгиланг',
    ru: 'Отметьте хотя бы одно передаваемое право',
  },
  // Inheritance renunciation 12047: the case must be an open case of the inheritance-case registry (§3).
  error_wizard_inheritance_case_not_found: {
    oz: 'Bunday raqamli meros ishi reyestrda topilmadi',
    uz: 'Бундай рақамли мерос иши реестрда топилмади',
    ru: 'Наследственное дело с таким номером в реестре не найдено',
  },
  error_wizard_inheritance_case_closed: {
    oz: 'Bu meros ishi yopilgan: undan voz kechish arizasi qabul qilinmaydi',
    uz: 'Бу мерос иши ёпилган: ундан воз кечиш аризаси қабул қилинмайди',
    ru: 'Это наследственное дело закрыто: отказ от наследства по нему не принимается',
  },
  // Translation certification 11962 (§3 translation languages, party roles).
  error_wizard_same_language: {
    oz: 'Tarjima tili asl hujjat tilidan farq qilishi kerak',
    uz: 'Таржима тили асл ҳужжат тилидан фарқ қилиши керак',
    ru: 'Язык перевода должен отличаться от языка документа',
  },
  error_wizard_translator_required: {
    oz: 'Tarjimonni qo‘shing',
    uz: 'Таржимонни қўшинг',
    ru: 'Добавьте переводчика',
  },
  // Inheritance renunciation 12047 in favour of named people (decision 0048).
  error_wizard_beneficiary_required: {
    oz: 'Kimning foydasiga voz kechayotganingizni qo‘shing',
    uz: 'Кимнинг фойдасига воз кечаётганингизни қўшинг',
    ru: 'Добавьте, в чью пользу вы отказываетесь',
  },
  error_wizard_beneficiary_unexpected: {
    oz: 'Hech kimni ko‘rsatmasdan voz kechishda qo‘shilgan shaxslarni olib tashlang',
    uz: 'Ҳеч кимни кўрсатмасдан воз кечишда қўшилган шахсларни олиб ташланг',
    ru: 'При отказе без указания лиц уберите добавленных лиц',
  },
  // Pledge 9 and the other contract 11680 (§3 credit, loan, pledge fields; decision 0049).
  error_wizard_pledge_property_required: {
    oz: 'Garovga qo‘yiladigan transport vositasi yoki ko‘chmas mulkni tanlang',
    uz: 'Гаровга қўйиладиган транспорт воситаси ёки кўчмас мулкни танланг',
    ru: 'Выберите транспортное средство или недвижимость, передаваемые в залог',
  },
  error_wizard_secured_sum_required: {
    oz: 'Garov bilan ta’minlanadigan summani kiriting',
    uz: 'Гаров билан таъминланадиган суммани киритинг',
    ru: 'Укажите сумму обеспечиваемого залогом обязательства',
  },
  error_wizard_pledgee_required: {
    oz: 'Garovga oluvchini qo‘shing',
    uz: 'Гаровга олувчини қўшинг',
    ru: 'Добавьте залогодержателя',
  },
  error_wizard_counterparty_required: {
    oz: 'Shartnomaning ikkinchi tomonini qo‘shing',
    uz: 'Шартноманинг иккинчи томонини қўшинг',
    ru: 'Добавьте вторую сторону договора',
  },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessageParams = Readonly<Record<string, string | number>>;

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** The text of `key` in `locale`; placeholders without a param stay visible as `{name}`. */
export function validationMessage(key: ValidationMessageKey, locale: Locale, params: ValidationMessageParams = {}): string {
  return VALIDATION_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
