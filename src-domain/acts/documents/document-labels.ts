import type { Locale } from '../../i18n/locale.ts';

type Texts = Readonly<Record<Locale, string>>;

/** The fixed words of the printed documents, in the three locales (spec §1, §9). */
export const DOCUMENT_LABELS = {
  generalInfo: { oz: 'Umumiy ma’lumotlar', uz: 'Умумий маълумотлар', ru: 'Общие сведения' },
  parties: { oz: 'Tomonlar', uz: 'Томонлар', ru: 'Стороны' },
  subjects: { oz: 'Notarial harakat predmeti', uz: 'Нотариал ҳаракат предмети', ru: 'Предмет нотариального действия' },
  registration: { oz: 'Ro‘yxatga olish', uz: 'Рўйхатга олиш', ru: 'Регистрация' },
  notaryAndOffice: { oz: 'Notarius va notarial idora', uz: 'Нотариус ва нотариал идора', ru: 'Нотариус и нотариальная контора' },
  actNumber: { oz: 'Ariza raqami', uz: 'Ариза рақами', ru: 'Номер заявления' },
  createdAt: { oz: 'Ariza sanasi', uz: 'Ариза санаси', ru: 'Дата заявления' },
  registrationType: { oz: 'Ro‘yxatga olish turi', uz: 'Рўйхатга олиш тури', ru: 'Способ регистрации' },
  inPerson: { oz: 'Notarius huzurida', uz: 'Нотариус ҳузурида', ru: 'Лично у нотариуса' },
  videoConference: { oz: 'Videokonferensiya orqali', uz: 'Видеоконференция орқали', ru: 'По видеоконференции' },
  language: { oz: 'Hujjat tili', uz: 'Ҳужжат тили', ru: 'Язык документа' },
  state: { oz: 'Holati', uz: 'Ҳолати', ru: 'Состояние' },
  step: { oz: 'Bosqich', uz: 'Босқич', ru: 'Этап' },
  visit: { oz: 'Ro‘yxatga olish vaqti', uz: 'Рўйхатга олиш вақти', ru: 'Время регистрации' },
  validUntil: { oz: 'Amal qilish muddati', uz: 'Амал қилиш муддати', ru: 'Срок действия' },
  sum: { oz: 'Summa', uz: 'Сумма', ru: 'Сумма' },
  sumInWords: { oz: 'Summa yozuvda', uz: 'Сумма ёзувда', ru: 'Сумма прописью' },
  role: { oz: 'Roli', uz: 'Роли', ru: 'Роль' },
  fullName: { oz: 'F.I.Sh.', uz: 'Ф.И.Ш.', ru: 'Ф.И.О.' },
  pin: { oz: 'JShShIR', uz: 'ЖШШИР', ru: 'ПИНФЛ' },
  inn: { oz: 'STIR', uz: 'СТИР', ru: 'ИНН' },
  document: { oz: 'Hujjat', uz: 'Ҳужжат', ru: 'Документ' },
  answer: { oz: 'Javobi', uz: 'Жавоби', ru: 'Ответ' },
  subject: { oz: 'Predmet', uz: 'Предмет', ru: 'Предмет' },
  description: { oz: 'Tavsifi', uz: 'Тавсифи', ru: 'Описание' },
  price: { oz: 'Narxi', uz: 'Нархи', ru: 'Цена' },
  stateNumber: { oz: 'davlat raqami', uz: 'давлат рақами', ru: 'госномер' },
  techPassport: { oz: 'texnik pasport', uz: 'техник паспорт', ru: 'техпаспорт' },
  cadastre: { oz: 'kadastr raqami', uz: 'кадастр рақами', ru: 'кадастровый номер' },
  area: { oz: 'umumiy maydoni', uz: 'умумий майдони', ru: 'общая площадь' },
  squareMetres: { oz: 'm²', uz: 'м²', ru: 'м²' },
  regnum: { oz: 'Reyestr raqami', uz: 'Реестр рақами', ru: 'Реестровый номер' },
  regdate: { oz: 'Ro‘yxatga olingan sana', uz: 'Рўйхатга олинган сана', ru: 'Дата регистрации' },
  office: { oz: 'Notarial idora', uz: 'Нотариал идора', ru: 'Нотариальная контора' },
  address: { oz: 'Manzil', uz: 'Манзил', ru: 'Адрес' },
  notary: { oz: 'Notarius', uz: 'Нотариус', ru: 'Нотариус' },
  phone: { oz: 'Telefon', uz: 'Телефон', ru: 'Телефон' },
  qrCaption: {
    oz: 'Notarial harakatning haqiqiyligini tekshirish uchun QR kodni skanerlang yoki havolani oching',
    uz: 'Нотариал ҳаракатнинг ҳақиқийлигини текшириш учун QR кодни сканерланг ёки ҳаволани очинг',
    ru: 'Чтобы проверить подлинность нотариального действия, отсканируйте QR-код или откройте ссылку',
  },
  draftNotice: {
    oz: 'Loyiha: notarial harakat hali ro‘yxatga olinmagan va yuridik kuchga ega emas',
    uz: 'Лойиҳа: нотариал ҳаракат ҳали рўйхатга олинмаган ва юридик кучга эга эмас',
    ru: 'Проект: нотариальное действие ещё не зарегистрировано и не имеет юридической силы',
  },
  signingNotice: {
    oz: 'Elektron raqamli imzo bilan imzolash uchun yakuniy matn: videokonferensiyada o‘qib eshittirilgan',
    uz: 'Электрон рақамли имзо билан имзолаш учун якуний матн: видеоконференцияда ўқиб эшиттирилган',
    ru: 'Окончательный текст для подписания электронной цифровой подписью: оглашён на видеоконференции',
  },
  signatures: { oz: 'Elektron raqamli imzolar', uz: 'Электрон рақамли имзолар', ru: 'Электронные цифровые подписи' },
  signer: { oz: 'Imzolovchi', uz: 'Имзоловчи', ru: 'Подписант' },
  certificateSerial: { oz: 'Sertifikat seriya raqami', uz: 'Сертификат серия рақами', ru: 'Серийный номер сертификата' },
  certificateIssuer: { oz: 'Sertifikat bergan markaz', uz: 'Сертификат берган марказ', ru: 'Удостоверяющий центр' },
  signedAt: { oz: 'Imzolangan vaqt (Toshkent vaqti)', uz: 'Имзоланган вақт (Тошкент вақти)', ru: 'Время подписи (ташкентское время)' },
  signerNotary: { oz: 'Notarius', uz: 'Нотариус', ru: 'Нотариус' },
  printedAt: { oz: 'Chop etilgan vaqt (Toshkent vaqti)', uz: 'Чоп этилган вақт (Тошкент вақти)', ru: 'Дата печати (ташкентское время)' },
  portal: { oz: 'Elektron notarius portali', uz: 'Электрон нотариус портали', ru: 'Портал электронного нотариата' },
  currency: { oz: 'so‘m', uz: 'сўм', ru: 'сум' },
  // invoices
  invoiceTitle: { oz: 'To‘lov uchun hisob-varaq № {number}', uz: 'Тўлов учун ҳисоб-варақ № {number}', ru: 'Счёт на оплату № {number}' },
  invoice: { oz: 'Hisob-varaq', uz: 'Ҳисоб-варақ', ru: 'Счёт' },
  payment: { oz: 'To‘lov', uz: 'Тўлов', ru: 'Оплата' },
  paymentDetails: { oz: 'To‘lov rekvizitlari', uz: 'Тўлов реквизитлари', ru: 'Платёжные реквизиты' },
  issuedAt: { oz: 'Berilgan sana', uz: 'Берилган сана', ru: 'Дата выставления' },
  payer: { oz: 'To‘lovchi', uz: 'Тўловчи', ru: 'Плательщик' },
  purpose: { oz: 'To‘lov maqsadi', uz: 'Тўлов мақсади', ru: 'Назначение платежа' },
  act: { oz: 'Notarial harakat', uz: 'Нотариал ҳаракат', ru: 'Нотариальное действие' },
  amount: { oz: 'To‘lov summasi', uz: 'Тўлов суммаси', ru: 'Сумма к оплате' },
  amountInWords: { oz: 'Summa yozuvda', uz: 'Сумма ёзувда', ru: 'Сумма прописью' },
  discount: { oz: 'Yaqin qarindoshlar uchun imtiyoz', uz: 'Яқин қариндошлар учун имтиёз', ru: 'Льгота для близких родственников' },
  discountValue: {
    oz: 'stavkaning {payable} foizi to‘lanadi (imtiyoz {discount} %)',
    uz: 'ставканинг {payable} фоизи тўланади (имтиёз {discount} %)',
    ru: 'к оплате {payable} % ставки (льгота {discount} %)',
  },
  recipient: { oz: 'Oluvchi', uz: 'Олувчи', ru: 'Получатель' },
  reference: { oz: 'To‘lov identifikatori', uz: 'Тўлов идентификатори', ru: 'Идентификатор платежа' },
  waysToPay: { oz: 'To‘lash usullari', uz: 'Тўлаш усуллари', ru: 'Способы оплаты' },
  payInAdvance: {
    oz: 'Hisob-varaqni ro‘yxatga olish vaqtigacha oldindan yoki notarial idorada to‘lash mumkin.',
    uz: 'Ҳисоб-варақни рўйхатга олиш вақтигача олдиндан ёки нотариал идорада тўлаш мумкин.',
    ru: 'Счёт можно оплатить заранее, до времени регистрации, или на месте в нотариальной конторе.',
  },
  invoiceIssued: { oz: 'To‘lanmagan', uz: 'Тўланмаган', ru: 'Не оплачен' },
  invoicePaid: { oz: 'To‘langan {date}', uz: 'Тўланган {date}', ru: 'Оплачен {date}' },
  invoiceCancelled: { oz: 'Bekor qilingan', uz: 'Бекор қилинган', ru: 'Аннулирован' },
  invoiceRefunded: { oz: 'To‘langan, pul qaytarilgan', uz: 'Тўланган, пул қайтарилган', ru: 'Оплачен, деньги возвращены' },
  freeOfCharge: { oz: 'Bepul (sababi)', uz: 'Бепул (сабаби)', ru: 'Бесплатно (основание)' },
  yes: { oz: 'Ha', uz: 'Ҳа', ru: 'Да' },
  payments: { oz: 'To‘lovlar va qaytarishlar', uz: 'Тўловлар ва қайтаришлар', ru: 'Платежи и возвраты' },
  paymentNumber: { oz: 'To‘lov', uz: 'Тўлов', ru: 'Платёж' },
  paidAt: { oz: 'To‘langan sana', uz: 'Тўланган сана', ru: 'Дата оплаты' },
  refund: { oz: 'Qaytarish', uz: 'Қайтариш', ru: 'Возврат' },
  refundRequested: { oz: 'So‘ralgan {date}: {cause}', uz: 'Сўралган {date}: {cause}', ru: 'Запрошен {date}: {cause}' },
  refundDone: { oz: 'Qaytarilgan {date}: {cause}', uz: 'Қайтарилган {date}: {cause}', ru: 'Возвращено {date}: {cause}' },
  noRefund: { oz: '—', uz: '—', ru: '—' },
  // refusal decision
  refusalTitle: {
    oz: 'Notarial harakatni amalga oshirishni rad etish to‘g‘risida qaror',
    uz: 'Нотариал ҳаракатни амалга оширишни рад этиш тўғрисида қарор',
    ru: 'Постановление об отказе в совершении нотариального действия',
  },
  refusalDate: { oz: 'Qaror sanasi', uz: 'Қарор санаси', ru: 'Дата постановления' },
  applicant: { oz: 'Arizachi', uz: 'Аризачи', ru: 'Заявитель' },
  refusalReason: { oz: 'Rad etish sababi', uz: 'Рад этиш сабаби', ru: 'Причина отказа' },
  refusalText: {
    oz: 'Notarius {notary} {type} bo‘yicha {number}-sonli arizani ko‘rib chiqib, quyidagi sababga ko‘ra notarial harakatni amalga oshirishni rad etdi.',
    uz: 'Нотариус {notary} {type} бўйича {number}-сонли аризани кўриб чиқиб, қуйидаги сабабга кўра нотариал ҳаракатни амалга оширишни рад этди.',
    ru: 'Нотариус {notary}, рассмотрев заявление № {number} ({type}), отказал(а) в совершении нотариального действия по следующей причине.',
  },
  appeal: {
    oz: 'Rad etish ustidan qonunda belgilangan tartibda sudga shikoyat qilish mumkin.',
    uz: 'Рад этиш устидан қонунда белгиланган тартибда судга шикоят қилиш мумкин.',
    ru: 'Отказ может быть обжалован в суде в установленном законом порядке.',
  },
  signature: { oz: 'Notarius imzosi', uz: 'Нотариус имзоси', ru: 'Подпись нотариуса' },
} as const satisfies Record<string, Texts>;

export type DocumentLabel = keyof typeof DOCUMENT_LABELS;

/** A label in `locale`, with `{name}` placeholders filled. */
export function label(key: DocumentLabel, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  return DOCUMENT_LABELS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
