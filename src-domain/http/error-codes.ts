import type { Locale } from '../i18n/locale.ts';
import type { ApiErrorCode } from './api-error-codes.ts';

export { API_ERROR_CODES, isApiErrorCode, TOKEN_HEADER, type ApiErrorBody, type ApiErrorCode } from './api-error-codes.ts';

/**
 * Error codes of the HTTP contract (spec §8) and the localized texts the server sends in
 * `message`. The body of every error response is `{ code, message, details? }`.
 * `{uuid}`, `{pin}`, `{user}`, `{seconds}`, `{path}` and `{max}` are filled by `formatApiError`.
 */
export const API_ERRORS = {
  /** Spec §8: 403 whose message is "Access Denied" ends the session. */
  access_denied: { status: 403, text: { oz: 'Access Denied', uz: 'Access Denied', ru: 'Access Denied' } },
  forbidden: { status: 403, text: { oz: 'Bu amal uchun ruxsatingiz yo‘q', uz: 'Бу амал учун рухсатингиз йўқ', ru: 'Недостаточно прав для этого действия' } },
  uuid_not_found: {
    status: 418,
    text: { oz: '{uuid} notarial harakat topilmadi', uz: '{uuid} нотариал ҳаракат топилмади', ru: 'Нотариальное действие {uuid} не найдено' },
  },
  pin_not_found_in_uuid: {
    status: 418,
    text: {
      oz: 'Kirish rad etildi: {user} {uuid} notarial harakat ishtirokchisi emas',
      uz: 'Кириш рад этилди: {user} {uuid} нотариал ҳаракат иштирокчиси эмас',
      ru: 'Доступ запрещён: {user} не является участником нотариального действия {uuid}',
    },
  },
  validation_failed: { status: 400, text: { oz: 'Ma’lumotlar noto‘g‘ri kiritilgan', uz: 'Маълумотлар нотўғри киритилган', ru: 'Данные введены неверно' } },
  invalid_json: { status: 400, text: { oz: 'So‘rov tanasi noto‘g‘ri JSON', uz: 'Сўров танаси нотўғри JSON', ru: 'Тело запроса не является корректным JSON' } },
  payload_too_large: { status: 413, text: { oz: 'So‘rov hajmi juda katta', uz: 'Сўров ҳажми жуда катта', ru: 'Слишком большой запрос' } },
  not_found: { status: 404, text: { oz: 'Sahifa topilmadi: {path}', uz: 'Саҳифа топилмади: {path}', ru: 'Не найдено: {path}' } },
  /** The HTTP server's own refusals (docs/security.md "HTTP hardening"), answered in this shape too. */
  bad_url: { status: 400, text: { oz: 'So‘rov manzili noto‘g‘ri kodlangan', uz: 'Сўров манзили нотўғри кодланган', ru: 'Адрес запроса закодирован неверно' } },
  url_too_long: { status: 414, text: { oz: 'So‘rov manzili juda uzun', uz: 'Сўров манзили жуда узун', ru: 'Слишком длинный адрес запроса' } },
  request_timeout: {
    status: 408,
    text: { oz: 'So‘rov o‘z vaqtida to‘liq yuborilmadi', uz: 'Сўров ўз вақтида тўлиқ юборилмади', ru: 'Запрос не был передан полностью вовремя' },
  },
  headers_too_large: {
    status: 431,
    text: { oz: 'So‘rov sarlavhalari juda katta', uz: 'Сўров сарлавҳалари жуда катта', ru: 'Слишком большие заголовки запроса' },
  },
  bad_request: { status: 400, text: { oz: 'So‘rov noto‘g‘ri tuzilgan', uz: 'Сўров нотўғри тузилган', ru: 'Некорректный запрос' } },
  method_not_allowed: { status: 405, text: { oz: 'Bu usul qo‘llab-quvvatlanmaydi', uz: 'Бу усул қўллаб-қувватланмайди', ru: 'Метод не поддерживается' } },
  too_many_requests: {
    status: 429,
    text: {
      oz: 'Juda ko‘p urinish. {seconds} soniyadan keyin qayta urinib ko‘ring',
      uz: 'Жуда кўп уриниш. {seconds} сониядан кейин қайта уриниб кўринг',
      ru: 'Слишком много попыток. Повторите через {seconds} с',
    },
  },
  /** Login pre-check and auth (spec §4 login flow, §5: the civil registry decides who may log in). */
  /** Also for an unknown pin: the answer must not tell which pins exist (docs/security.md "Login"). */
  passport_mismatch: {
    status: 400,
    text: {
      oz: 'Pasport seriyasi va raqami JShShIRga mos kelmadi',
      uz: 'Паспорт серияси ва рақами ЖШШИРга мос келмади',
      ru: 'Серия и номер паспорта не соответствуют ПИНФЛ',
    },
  },
  passport_expired: {
    status: 400,
    text: {
      oz: 'Pasportning amal qilish muddati tugagan, yangi hujjat oling',
      uz: 'Паспортнинг амал қилиш муддати тугаган, янги ҳужжат олинг',
      ru: 'Срок действия паспорта истёк, получите новый документ',
    },
  },
  /** Spec §8 messages: the deceased text names the pin. */
  person_deceased: {
    status: 400,
    text: {
      oz: 'Shaxs (JShShIR {pin}) fuqarolik holati reestrida vafot etgan deb qayd etilgan, FHDYo organiga murojaat qiling',
      uz: 'Шахс (ЖШШИР {pin}) фуқаролик ҳолати реестрида вафот этган деб қайд этилган, ФҲДЁ органига мурожаат қилинг',
      ru: 'Лицо (ПИНФЛ {pin}) значится умершим в реестре гражданского состояния, обратитесь в органы ЗАГС',
    },
  },
  person_minor: {
    status: 400,
    text: { oz: 'Portalga kirish 18 yoshdan mumkin', uz: 'Порталга кириш 18 ёшдан мумкин', ru: 'Вход на портал доступен с 18 лет' },
  },
  account_disabled: {
    status: 400,
    text: {
      oz: 'Hisobingiz bloklangan, ishonch telefoni 1008 ga murojaat qiling',
      uz: 'Ҳисобингиз блокланган, ишонч телефони 1008 га мурожаат қилинг',
      ru: 'Ваша учётная запись заблокирована, обратитесь по телефону доверия 1008',
    },
  },
  /** Spec §8 "Default error dialog: identity confirmation failed, try again". */
  identity_not_confirmed: {
    status: 400,
    text: {
      oz: 'Shaxsingiz tasdiqlanmadi, qaytadan urinib ko‘ring',
      uz: 'Шахсингиз тасдиқланмади, қайтадан уриниб кўринг',
      ru: 'Не удалось подтвердить личность, попробуйте ещё раз',
    },
  },
  /** Spec §8 "identity not confirmed": the live face is not the person of the registry photo of the pin (docs/liveness.md, face match). */
  face_mismatch: {
    status: 400,
    text: {
      oz: 'Shaxsingiz tasdiqlanmadi: yuzingiz fuqarolik holati reestridagi suratingizga mos kelmadi',
      uz: 'Шахсингиз тасдиқланмади: юзингиз фуқаролик ҳолати реестридаги суратингизга мос келмади',
      ru: 'Личность не подтверждена: лицо не совпадает с фотографией в реестре гражданского состояния',
    },
  },
  /**
   * The face check saw a picture, a screen or a recording rather than a person present
   * (docs/liveness.md, Presentation attacks). Whoever cannot pass it identifies at a notary office.
   */
  face_not_live: {
    status: 400,
    text: {
      oz: 'Yuzni tekshirish kamera oldida o‘zingiz turganingizni tasdiqlay olmadi. Ekranga qarab, yorug‘ joyda qayta urinib ko‘ring yoki shaxsingizni istalgan notarial idorada tasdiqlang',
      uz: 'Юзни текшириш камера олдида ўзингиз турганингизни тасдиқлай олмади. Экранга қараб, ёруғ жойда қайта уриниб кўринг ёки шахсингизни исталган нотариал идорада тасдиқланг',
      ru: 'Проверка лица не подтвердила, что перед камерой находитесь вы сами. Попробуйте ещё раз, глядя на экран при ровном свете, или подтвердите личность в любой нотариальной конторе',
    },
  },
  /** Ten face checks of a pin in a day saw no live person (docs/decisions/0062-not-live-refusals-lock-a-day.md). */
  face_check_locked: {
    status: 429,
    text: {
      oz: 'Bugun yuzni tekshirish ko‘p marta o‘tmadi: bu JShShIR bilan kirish {hours} soatga to‘xtatildi. Shaxsingizni istalgan notarial idorada tasdiqlang',
      uz: 'Бугун юзни текшириш кўп марта ўтмади: бу ЖШШИР билан кириш {hours} соатга тўхтатилди. Шахсингизни исталган нотариал идорада тасдиқланг',
      ru: 'Сегодня проверка лица много раз не прошла: вход по этому ПИНФЛ приостановлен на {hours} ч. Подтвердите личность в любой нотариальной конторе',
    },
  },
  /** No registry photo to compare the face with: the login pre-check refuses before the camera starts. */
  no_registry_photo: {
    status: 400,
    text: {
      oz: 'Fuqarolik holati reestrida suratingiz yo‘q, yuz orqali kirib bo‘lmaydi. Shaxsingizni notarial idorada tasdiqlang',
      uz: 'Фуқаролик ҳолати реестрида суратингиз йўқ, юз орқали кириб бўлмайди. Шахсингизни нотариал идорада тасдиқланг',
      ru: 'В реестре гражданского состояния нет вашей фотографии, вход по лицу невозможен. Подтвердите личность в нотариальной конторе',
    },
  },
  face_check_expired: {
    status: 400,
    text: {
      oz: 'Yuzni tekshirish natijasining muddati tugadi, qaytadan urinib ko‘ring',
      uz: 'Юзни текшириш натижасининг муддати тугади, қайтадан уриниб кўринг',
      ru: 'Результат проверки лица устарел, попробуйте ещё раз',
    },
  },
  /** Notary reviews (spec §2 screen 17): one per user per notary. */
  review_exists: {
    status: 409,
    text: {
      oz: 'Siz bu notarius haqida allaqachon sharh qoldirgansiz',
      uz: 'Сиз бу нотариус ҳақида аллақачон шарҳ қолдиргансиз',
      ru: 'Вы уже оставили отзыв об этом нотариусе',
    },
  },
  /** Spec §3 Equeue: the electronic queue (src-domain/http/routes/equeue-bookings.ts). */
  equeue_slot_taken: {
    status: 409,
    text: {
      oz: 'Bu vaqt allaqachon band qilingan, boshqa vaqtni tanlang',
      uz: 'Бу вақт аллақачон банд қилинган, бошқа вақтни танланг',
      ru: 'Это время уже занято, выберите другое',
    },
  },
  equeue_day_taken: {
    status: 409,
    text: {
      oz: 'Siz bu notarius qabuliga shu kunga allaqachon yozilgansiz',
      uz: 'Сиз бу нотариус қабулига шу кунга аллақачон ёзилгансиз',
      ru: 'Вы уже записаны к этому нотариусу на этот день',
    },
  },
  equeue_slot_unavailable: {
    status: 400,
    text: {
      oz: 'Bu vaqtga yozilib bo‘lmaydi: u notariusning ish vaqtida emas yoki o‘tib ketgan',
      uz: 'Бу вақтга ёзилиб бўлмайди: у нотариуснинг иш вақтида эмас ёки ўтиб кетган',
      ru: 'На это время записаться нельзя: оно вне часов работы нотариуса или уже прошло',
    },
  },
  equeue_notary_unavailable: {
    status: 409,
    text: {
      oz: 'Bu notarius hozir navbatga yozmaydi (ta’tilda yoki litsenziyasi amalda emas)',
      uz: 'Бу нотариус ҳозир навбатга ёзмайди (таътилда ёки лицензияси амалда эмас)',
      ru: 'Этот нотариус сейчас не ведёт запись (в отпуске или лицензия недействительна)',
    },
  },
  equeue_booking_not_found: { status: 404, text: { oz: 'Navbatga yozilish topilmadi', uz: 'Навбатга ёзилиш топилмади', ru: 'Запись в очередь не найдена' } },
  equeue_not_cancellable: {
    status: 409,
    text: {
      oz: 'Bu yozuvni bekor qilib bo‘lmaydi: u bekor qilingan yoki vaqti o‘tgan',
      uz: 'Бу ёзувни бекор қилиб бўлмайди: у бекор қилинган ёки вақти ўтган',
      ru: 'Эту запись нельзя отменить: она уже отменена или её время прошло',
    },
  },
  /** Notarial acts (spec §4): the lifecycle's refusals (src-domain/acts/lifecycle/lifecycle-errors.ts) and edits. */
  act_version_conflict: {
    status: 409,
    text: {
      oz: 'Notarial harakat o‘zgargan, sahifani yangilang',
      uz: 'Нотариал ҳаракат ўзгарган, саҳифани янгиланг',
      ru: 'Нотариальное действие изменилось, обновите страницу',
    },
  },
  act_not_allowed: {
    status: 409,
    text: { oz: 'Bu amalni hozir bajarib bo‘lmaydi', uz: 'Бу амални ҳозир бажариб бўлмайди', ru: 'Это действие сейчас недоступно' },
  },
  act_reason_required: { status: 400, text: { oz: 'Sababini ko‘rsating', uz: 'Сабабини кўрсатинг', ru: 'Укажите причину' } },
  act_remark_required: { status: 400, text: { oz: 'Izoh matnini kiriting', uz: 'Изоҳ матнини киритинг', ru: 'Введите текст замечания' } },
  act_confirmation_required: { status: 400, text: { oz: 'Amalni tasdiqlang', uz: 'Амални тасдиқланг', ru: 'Подтвердите действие' } },
  act_invoices_required: {
    status: 409,
    text: { oz: 'Avval to‘lov hisob-varaqlarini shakllantiring', uz: 'Аввал тўлов ҳисоб-варақларини шакллантиринг', ru: 'Сначала сформируйте счета на оплату' },
  },
  act_unpaid_invoices: {
    status: 409,
    text: { oz: 'Barcha hisob-varaqlar hali to‘lanmagan', uz: 'Барча ҳисоб-варақлар ҳали тўланмаган', ru: 'Не все счета оплачены' },
  },
  /** Spec §8 "registration time expired, ask the notary to set a new one". */
  act_time_in_past: {
    status: 409,
    text: {
      oz: 'Ro‘yxatga olish vaqti o‘tib ketgan, notariusdan yangi vaqt belgilashni so‘rang',
      uz: 'Рўйхатга олиш вақти ўтиб кетган, нотариусдан янги вақт белгилашни сўранг',
      ru: 'Время регистрации истекло, попросите нотариуса назначить новое',
    },
  },
  act_time_must_be_future: {
    status: 400,
    text: {
      oz: 'Kelajakdagi sana va vaqtni ko‘rsating (Toshkent vaqti)',
      uz: 'Келажакдаги сана ва вақтни кўрсатинг (Тошкент вақти)',
      ru: 'Укажите дату и время в будущем (ташкентское время)',
    },
  },
  act_content_incomplete: {
    status: 409,
    text: {
      oz: 'Umumiy ma’lumotlar, tomonlar va mulklarni to‘ldiring',
      uz: 'Умумий маълумотлар, томонлар ва мулкларни тўлдиринг',
      ru: 'Заполните общие сведения, стороны и предметы',
    },
  },
  act_closed: {
    status: 409,
    text: {
      oz: 'Notarial harakat yopilgan, amallar to‘xtatilgan',
      uz: 'Нотариал ҳаракат ёпилган, амаллар тўхтатилган',
      ru: 'Нотариальное действие закрыто, операции прекращены',
    },
  },
  act_not_editable: {
    status: 409,
    text: {
      oz: 'Notarial harakatni faqat arizachi tayyorlash bosqichida o‘zgartira oladi',
      uz: 'Нотариал ҳаракатни фақат аризачи тайёрлаш босқичида ўзгартира олади',
      ru: 'Изменять нотариальное действие может только заявитель на этапе подготовки',
    },
  },
  act_item_not_found: { status: 404, text: { oz: 'Ma’lumot topilmadi', uz: 'Маълумот топилмади', ru: 'Запись не найдена' } },
  /** docs/security.md "Act creation": open drafts per applicant are capped (`{max}`). */
  act_drafts_limit: {
    status: 409,
    text: {
      oz: 'Sizda tayyorlanayotgan notarial harakatlar juda ko‘p ({max} ta). Yangisini yaratishdan oldin keraksizlarini o‘chiring yoki davom ettiring',
      uz: 'Сизда тайёрланаётган нотариал ҳаракатлар жуда кўп ({max} та). Янгисини яратишдан олдин кераксизларини ўчиринг ёки давом эттиринг',
      ru: 'У вас слишком много нотариальных действий в подготовке ({max}). Прежде чем создать новое, удалите ненужные или продолжите начатые',
    },
  },
  party_exists: {
    status: 409,
    text: { oz: 'Bu shaxs allaqachon tomon sifatida qo‘shilgan', uz: 'Бу шахс аллақачон томон сифатида қўшилган', ru: 'Это лицо уже добавлено в стороны' },
  },
  party_role_not_allowed: {
    status: 400,
    text: {
      oz: 'Bu turdagi notarial harakatda bunday tomon bo‘lmaydi',
      uz: 'Бу турдаги нотариал ҳаракатда бундай томон бўлмайди',
      ru: 'В нотариальном действии этого типа нет такой стороны',
    },
  },
  legal_entity_not_found: {
    status: 400,
    text: {
      oz: 'Ko‘rsatilgan STIR bo‘yicha yuridik shaxs topilmadi',
      uz: 'Кўрсатилган СТИР бўйича юридик шахс топилмади',
      ru: 'Юридическое лицо с указанным ИНН не найдено',
    },
  },
  subject_kind_not_allowed: {
    status: 400,
    text: {
      oz: 'Bu turdagi notarial harakatga bunday mulk qo‘shilmaydi',
      uz: 'Бу турдаги нотариал ҳаракатга бундай мулк қўшилмайди',
      ru: 'К нотариальному действию этого типа нельзя добавить такой предмет',
    },
  },
  subject_exists: { status: 409, text: { oz: 'Bu mulk allaqachon qo‘shilgan', uz: 'Бу мулк аллақачон қўшилган', ru: 'Этот предмет уже добавлен' } },
  /** Spec §8 "vehicle or property data missing, contact the traffic safety service or real-estate register". */
  registry_data_missing: {
    status: 400,
    text: {
      oz: 'Transport vositasi yoki ko‘chmas mulk ma’lumotlari topilmadi, YHXX yoki ko‘chmas mulk reestriga murojaat qiling',
      uz: 'Транспорт воситаси ёки кўчмас мулк маълумотлари топилмади, ЙҲХХ ёки кўчмас мулк реестрига мурожаат қилинг',
      ru: 'Нет данных о транспортном средстве или недвижимости, обратитесь в службу безопасности дорожного движения или в реестр недвижимости',
    },
  },
  /** A spec §5 blocking rule stops the act; `{message}` is the rule's own spec §8 text (src-domain/acts/blocking/blocking-messages.ts) in the caller's locale. */
  act_blocked: { status: 400, text: { oz: '{message}', uz: '{message}', ru: '{message}' } },
  notary_unavailable: {
    status: 409,
    text: {
      oz: 'Tanlangan notarius hozir ariza qabul qilmaydi, boshqasini tanlang',
      uz: 'Танланган нотариус ҳозир ариза қабул қилмайди, бошқасини танланг',
      ru: 'Выбранный нотариус сейчас не принимает заявления, выберите другого',
    },
  },
  no_notary_available: {
    status: 409,
    text: {
      oz: 'Hududingizda bo‘sh notarius topilmadi, notariusni o‘zingiz tanlang',
      uz: 'Ҳудудингизда бўш нотариус топилмади, нотариусни ўзингиз танланг',
      ru: 'В вашем регионе нет доступного нотариуса, выберите нотариуса вручную',
    },
  },
  /** Registry lookups (src-domain/http/routes/registry-lookups.ts): property is shown to its owners only. */
  registry_not_owner: {
    status: 400,
    text: {
      oz: 'Siz reestrda ushbu mulkning egasi sifatida qayd etilmagansiz',
      uz: 'Сиз реестрда ушбу мулкнинг эгаси сифатида қайд этилмагансиз',
      ru: 'Вы не значитесь в реестре собственником этого имущества',
    },
  },
  registry_person_not_found: {
    status: 400,
    text: {
      oz: 'Ko‘rsatilgan JShShIR va hujjat bo‘yicha shaxs fuqarolik holati reestrida topilmadi',
      uz: 'Кўрсатилган ЖШШИР ва ҳужжат бўйича шахс фуқаролик ҳолати реестрида топилмади',
      ru: 'Лицо с указанными ПИНФЛ и документом не найдено в реестре гражданского состояния',
    },
  },
  /** Invitations, invoices and documents of an act (src-domain/http/routes/acts-invitations.ts, acts-invoices.ts, acts-documents.ts). */
  invitation_not_found: {
    status: 404,
    text: {
      oz: 'Taklif topilmadi yoki u endi amalda emas',
      uz: 'Таклиф топилмади ёки у энди амалда эмас',
      ru: 'Приглашение не найдено или больше не действует',
    },
  },
  /** docs/decisions/0044-act-handoff-code.md: one answer for a code that is unknown, used, expired or someone else's. */
  handoff_code_invalid: {
    status: 404,
    text: {
      oz: 'Kod noto‘g‘ri, muddati o‘tgan yoki allaqachon ishlatilgan. Boshqa qurilmada yangi kod oling.',
      uz: 'Код нотўғри, муддати ўтган ёки аллақачон ишлатилган. Бошқа қурилмада янги код олинг.',
      ru: 'Код неверен, истёк или уже использован. Получите новый код на другом устройстве.',
    },
  },
  /** docs/security.md "Invitations": an SMS goes only to the party's phone in the civil registry. */
  invite_phone_unknown: {
    status: 400,
    text: {
      oz: 'Ishtirokchining fuqarolik holati reestrida telefon raqami yo‘q: taklif havolasini yoki QR kodni boshqa yo‘l bilan yuboring',
      uz: 'Иштирокчининг фуқаролик ҳолати реестрида телефон рақами йўқ: таклиф ҳаволасини ёки QR кодни бошқа йўл билан юборинг',
      ru: 'У участника нет телефона в реестре гражданского состояния: передайте ссылку-приглашение или QR-код другим способом',
    },
  },
  /** docs/decisions/0058-contact-phone-at-login.md: the code typed is not the one sent to that number. */
  phone_code_wrong: {
    status: 400,
    text: {
      oz: 'Kod noto‘g‘ri. SMS dagi 6 ta raqamni tekshirib, qayta kiriting',
      uz: 'Код нотўғри. SMS даги 6 та рақамни текшириб, қайта киритинг',
      ru: 'Неверный код. Проверьте 6 цифр из SMS и введите ещё раз',
    },
  },
  /** No code may be typed for that number now: none sent, used, timed out or spent by wrong tries. */
  phone_code_expired: {
    status: 400,
    text: {
      oz: 'Kodning muddati o‘tgan yoki u bu raqamga yuborilmagan. Yangi kod so‘rang',
      uz: 'Коднинг муддати ўтган ёки у бу рақамга юборилмаган. Янги код сўранг',
      ru: 'Срок действия кода истёк или он не отправлялся на этот номер. Запросите новый код',
    },
  },
  invitation_answered: {
    status: 409,
    text: { oz: 'Bu tomon taklifni allaqachon qabul qilgan', uz: 'Бу томон таклифни аллақачон қабул қилган', ru: 'Эта сторона уже приняла приглашение' },
  },
  invoice_already_paid: { status: 409, text: { oz: 'Hisob-varaq allaqachon to‘langan', uz: 'Ҳисоб-варақ аллақачон тўланган', ru: 'Счёт уже оплачен' } },
  invoice_not_payable: {
    status: 409,
    text: { oz: 'Bu hisob-varaqni hozir to‘lab bo‘lmaydi', uz: 'Бу ҳисоб-варақни ҳозир тўлаб бўлмайди', ru: 'Этот счёт сейчас нельзя оплатить' },
  },
  receipt_already_recorded: {
    status: 409,
    text: {
      oz: 'Bu raqamli chek bu idorada allaqachon qayd etilgan',
      uz: 'Бу рақамли чек бу идорада аллақачон қайд этилган',
      ru: 'Чек с этим номером в этой конторе уже записан',
    },
  },
  refund_not_open: {
    status: 409,
    text: {
      oz: 'Bu pul qaytarish idora tomonidan qo‘lda qilinmaydi yoki allaqachon qilingan',
      uz: 'Бу пул қайтариш идора томонидан қўлда қилинмайди ёки аллақачон қилинган',
      ru: 'Этот возврат не делается конторой вручную или уже сделан',
    },
  },
  bank_statement_unreadable: {
    status: 400,
    text: {
      oz: 'Fayl ISO 20022 camt.053 bank ko‘chirmasi sifatida o‘qilmadi: bankdan XML ko‘chirmani yuklab oling',
      uz: 'Файл ISO 20022 camt.053 банк кўчирмаси сифатида ўқилмади: банкдан XML кўчирмани юклаб олинг',
      ru: 'Файл не прочитан как банковская выписка ISO 20022 camt.053: выгрузите из банка выписку в XML',
    },
  },
  not_a_notary: {
    status: 409,
    text: {
      oz: 'Hisobingiz notariusga bog‘lanmagan: administratorga murojaat qiling',
      uz: 'Ҳисобингиз нотариусга боғланмаган: администраторга мурожаат қилинг',
      ru: 'Ваша учётная запись не связана с нотариусом: обратитесь к администратору',
    },
  },
  /** The notary's side of the queue (docs/decisions/0055-notary-queue.md). */
  equeue_mark_not_today: {
    status: 409,
    text: {
      oz: 'Tashrifni faqat navbat kunining o‘zida belgilash mumkin',
      uz: 'Ташрифни фақат навбат кунининг ўзида белгилаш мумкин',
      ru: 'Отметить визит можно только в день записи',
    },
  },
  equeue_booking_closed: {
    status: 409,
    text: {
      oz: 'Bu navbat yopilgan: bekor qilingan yoki qabul qilingan',
      uz: 'Бу навбат ёпилган: бекор қилинган ёки қабул қилинган',
      ru: 'Эта запись закрыта: отменена или приём состоялся',
    },
  },
  equeue_already_arrived: {
    status: 409,
    text: { oz: 'Fuqaro kelgani allaqachon belgilangan', uz: 'Фуқаро келгани аллақачон белгиланган', ru: 'Приход гражданина уже отмечен' },
  },
  equeue_not_arrived: {
    status: 409,
    text: {
      oz: 'Avval fuqaro kelganini belgilang, keyin qabul qilinganini',
      uz: 'Аввал фуқаро келганини белгиланг, кейин қабул қилинганини',
      ru: 'Сначала отметьте приход гражданина, затем приём',
    },
  },
  equeue_not_late_yet: {
    status: 409,
    text: {
      oz: 'Fuqaro hali 15 daqiqadan ko‘p kechikmagan: u o‘z vaqtida kelgan hisoblanadi',
      uz: 'Фуқаро ҳали 15 дақиқадан кўп кечикмаган: у ўз вақтида келган ҳисобланади',
      ru: 'Гражданин опаздывает ещё не более 15 минут: он считается пришедшим вовремя',
    },
  },
  equeue_booking_changed: {
    status: 409,
    text: {
      oz: 'Navbat shu orada o‘zgardi: ro‘yxatni yangilang',
      uz: 'Навбат шу орада ўзгарди: рўйхатни янгиланг',
      ru: 'Запись тем временем изменилась: обновите список',
    },
  },
  equeue_act_not_linkable: {
    status: 409,
    text: {
      oz: 'Navbatni faqat fuqaroning shu notariusdagi ochiq notarial harakatiga bog‘lash mumkin',
      uz: 'Навбатни фақат фуқаронинг шу нотариусдаги очиқ нотариал ҳаракатига боғлаш мумкин',
      ru: 'Запись можно связать только с открытым нотариальным действием гражданина у этого нотариуса',
    },
  },
  refusal_not_available: {
    status: 409,
    text: {
      oz: 'Rad etish to‘g‘risidagi qaror faqat rad etilgan notarial harakat uchun beriladi',
      uz: 'Рад этиш тўғрисидаги қарор фақат рад этилган нотариал ҳаракат учун берилади',
      ru: 'Постановление об отказе выдаётся только по действию, в совершении которого отказано',
    },
  },
  /** Kiosk fleet (src-domain/http/routes/terminals.ts): heartbeats are signed with the terminal's registered key. */
  terminal_not_registered: {
    status: 404,
    text: { oz: 'Terminal ro‘yxatdan o‘tkazilmagan', uz: 'Терминал рўйхатдан ўтказилмаган', ru: 'Терминал не зарегистрирован' },
  },
  terminal_signature_invalid: {
    status: 401,
    text: { oz: 'Terminal imzosi noto‘g‘ri yoki eskirgan', uz: 'Терминал имзоси нотўғри ёки эскирган', ru: 'Подпись терминала неверна или устарела' },
  },
  /** The video-conference device test (src-domain/http/routes/device-tests.ts). */
  device_test_missing: {
    status: 409,
    text: {
      oz: 'Avval qurilmalarni tekshiring: saqlangan natija yo‘q',
      uz: 'Аввал қурилмаларни текширинг: сақланган натижа йўқ',
      ru: 'Сначала проверьте устройства: сохранённого результата нет',
    },
  },
  /** Signing an act by video (src-domain/http/routes/act-signatures.ts; docs/signatures.md). */
  signing_not_open: {
    status: 409,
    text: {
      oz: 'Imzolash faqat videokonferensiya orqali ro‘yxatga olinadigan notarial harakatning 8-bosqichida mumkin',
      uz: 'Имзолаш фақат видеоконференция орқали рўйхатга олинадиган нотариал ҳаракатнинг 8-босқичида мумкин',
      ru: 'Подписание возможно только на 8-м этапе нотариального действия, регистрируемого по видеоконференции',
    },
  },
  signing_document_missing: {
    status: 409,
    text: {
      oz: 'Notarius imzolash uchun yakuniy hujjatni hali qayd etmagan',
      uz: 'Нотариус имзолаш учун якуний ҳужжатни ҳали қайд этмаган',
      ru: 'Нотариус ещё не зафиксировал окончательный документ для подписания',
    },
  },
  signing_document_changed: {
    status: 409,
    text: {
      oz: 'Hujjat qayta qayd etildi: yangi matnni qayta imzolang',
      uz: 'Ҳужжат қайта қайд этилди: янги матнни қайта имзоланг',
      ru: 'Документ зафиксирован заново: подпишите новый текст',
    },
  },
  signing_not_participant: {
    status: 403,
    text: {
      oz: 'Siz ushbu notarial harakatni videokonferensiyada imzolovchilar qatorida emassiz',
      uz: 'Сиз ушбу нотариал ҳаракатни видеоконференцияда имзоловчилар қаторида эмассиз',
      ru: 'Вы не входите в число подписантов этого действия на видеоконференции',
    },
  },
  signing_already_signed: {
    status: 409,
    text: { oz: 'Siz bu hujjatni allaqachon imzolagansiz', uz: 'Сиз бу ҳужжатни аллақачон имзолагансиз', ru: 'Вы уже подписали этот документ' },
  },
  signing_parties_first: {
    status: 409,
    text: {
      oz: 'Notarius hujjatni barcha tomonlar imzolaganidan keyin imzolaydi',
      uz: 'Нотариус ҳужжатни барча томонлар имзолаганидан кейин имзолайди',
      ru: 'Нотариус подписывает документ после того, как его подпишут все стороны',
    },
  },
  signature_malformed: {
    status: 400,
    text: {
      oz: 'Imzo o‘qib bo‘lmaydi: bu bitta imzolovchili PKCS#7 hujjat emas',
      uz: 'Имзо ўқиб бўлмайди: бу битта имзоловчили PKCS#7 ҳужжат эмас',
      ru: 'Подпись не читается: это не документ PKCS#7 с одним подписантом',
    },
  },
  signature_document_mismatch: {
    status: 400,
    text: {
      oz: 'Imzo boshqa hujjatga qo‘yilgan, notarial harakatning qayd etilgan matniga emas',
      uz: 'Имзо бошқа ҳужжатга қўйилган, нотариал ҳаракатнинг қайд этилган матнига эмас',
      ru: 'Подпись поставлена под другим документом, а не под зафиксированным текстом действия',
    },
  },
  signature_invalid: {
    status: 400,
    text: {
      oz: 'Imzo haqiqiy emas: u sertifikat kaliti bilan tasdiqlanmadi',
      uz: 'Имзо ҳақиқий эмас: у сертификат калити билан тасдиқланмади',
      ru: 'Подпись недействительна: она не подтверждается ключом сертификата',
    },
  },
  signature_algorithm_unsupported: {
    status: 400,
    text: {
      oz: 'Bu kalit algoritmi bilan qo‘yilgan imzoni tekshirish xizmati sozlanmagan',
      uz: 'Бу калит алгоритми билан қўйилган имзони текшириш хизмати созланмаган',
      ru: 'Служба проверки подписей с этим алгоритмом ключа не настроена',
    },
  },
  signature_certificate_expired: {
    status: 400,
    text: {
      oz: 'Kalit sertifikatining amal qilish muddati tugagan yoki hali boshlanmagan: yangi kalit oling',
      uz: 'Калит сертификатининг амал қилиш муддати тугаган ёки ҳали бошланмаган: янги калит олинг',
      ru: 'Срок действия сертификата ключа истёк или ещё не начался: получите новый ключ',
    },
  },
  signature_untrusted: {
    status: 400,
    text: {
      oz: 'Kalit sertifikati ishonchli sertifikatlash markazi tomonidan berilmagan',
      uz: 'Калит сертификати ишончли сертификатлаш маркази томонидан берилмаган',
      ru: 'Сертификат ключа выдан не доверенным удостоверяющим центром',
    },
  },
  signature_revoked: {
    status: 400,
    text: {
      oz: 'Kalit sertifikati sertifikatlash markazi tomonidan bekor qilingan',
      uz: 'Калит сертификати сертификатлаш маркази томонидан бекор қилинган',
      ru: 'Сертификат ключа отозван удостоверяющим центром',
    },
  },
  signature_revocation_unknown: {
    status: 503,
    text: {
      oz: 'Sertifikat bekor qilinmaganini hozir tekshirib bo‘lmadi: birozdan keyin qayta urinib ko‘ring',
      uz: 'Сертификат бекор қилинмаганини ҳозир текшириб бўлмади: бироздан кейин қайта уриниб кўринг',
      ru: 'Сейчас не удалось проверить, не отозван ли сертификат: повторите попытку позже',
    },
  },
  signature_pin_mismatch: {
    status: 400,
    text: {
      oz: 'Kalit boshqa shaxsga tegishli: sertifikatdagi JShShIR sizniki emas',
      uz: 'Калит бошқа шахсга тегишли: сертификатдаги ЖШШИР сизники эмас',
      ru: 'Ключ принадлежит другому лицу: ПИНФЛ в сертификате не ваш',
    },
  },
  signature_service_unavailable: {
    status: 503,
    text: {
      oz: 'Imzoni tekshirish xizmati javob bermayapti: birozdan keyin qayta urinib ko‘ring',
      uz: 'Имзони текшириш хизмати жавоб бермаяпти: бироздан кейин қайта уриниб кўринг',
      ru: 'Служба проверки подписи не отвечает: повторите попытку позже',
    },
  },
  act_signatures_missing: {
    status: 409,
    text: {
      oz: 'Videokonferensiya orqali ro‘yxatga olish uchun barcha ishtirokchilar va notarius hujjatni elektron raqamli imzo bilan imzolashi kerak',
      uz: 'Видеоконференция орқали рўйхатга олиш учун барча иштирокчилар ва нотариус ҳужжатни электрон рақамли имзо билан имзолаши керак',
      ru: 'Для регистрации по видеоконференции все участники и нотариус должны подписать документ электронной цифровой подписью',
    },
  },
  /** Administration of accounts (src-domain/http/routes/admin-users.ts, src-domain/admin/user-admin-rules.ts). */
  admin_user_not_found: { status: 404, text: { oz: 'Foydalanuvchi topilmadi', uz: 'Фойдаланувчи топилмади', ru: 'Пользователь не найден' } },
  admin_last_admin: {
    status: 409,
    text: {
      oz: 'Oxirgi administratorni olib tashlab bo‘lmaydi: avval boshqa administrator tayinlang',
      uz: 'Охирги администраторни олиб ташлаб бўлмайди: аввал бошқа администратор тайинланг',
      ru: 'Нельзя убрать последнего администратора: сначала назначьте другого',
    },
  },
  admin_unchanged: {
    status: 409,
    text: {
      oz: 'Foydalanuvchida bu holat yoki rol allaqachon bor',
      uz: 'Фойдаланувчида бу ҳолат ёки рол аллақачон бор',
      ru: 'У пользователя уже такое состояние или роль',
    },
  },
  /** Video rooms (src-domain/video/room-admission.ts, docs/video.md): who may join and when. */
  video_not_video_act: {
    status: 409,
    text: {
      oz: 'Bu notarial harakat videokonferensiya orqali emas, notarius huzurida rasmiylashtiriladi',
      uz: 'Бу нотариал ҳаракат видеоконференция орқали эмас, нотариус ҳузурида расмийлаштирилади',
      ru: 'Это нотариальное действие оформляется у нотариуса, а не по видеосвязи',
    },
  },
  video_not_registration_step: {
    status: 409,
    text: {
      oz: 'Videokonferensiya xonasi notarial harakat ro‘yxatga olish bosqichida ochiladi',
      uz: 'Видеоконференция хонаси нотариал ҳаракат рўйхатга олиш босқичида очилади',
      ru: 'Комната видеоконференции открывается на этапе регистрации действия',
    },
  },
  video_room_not_open: {
    status: 409,
    text: {
      oz: 'Videokonferensiya xonasi hali ochilmagan: u {opensAt} da ochiladi (Toshkent vaqti)',
      uz: 'Видеоконференция хонаси ҳали очилмаган: у {opensAt} да очилади (Тошкент вақти)',
      ru: 'Комната видеоконференции ещё не открыта: она откроется {opensAt} (ташкентское время)',
    },
  },
  video_room_closed: {
    status: 409,
    text: { oz: 'Videokonferensiya xonasi yopilgan', uz: 'Видеоконференция хонаси ёпилган', ru: 'Комната видеоконференции закрыта' },
  },
  video_not_participant: {
    status: 409,
    text: {
      oz: 'Siz bu videokonferensiya ishtirokchisi emassiz',
      uz: 'Сиз бу видеоконференция иштирокчиси эмассиз',
      ru: 'Вы не участник этой видеоконференции',
    },
  },
  video_in_person_participant: {
    status: 409,
    text: {
      oz: 'Siz bu harakatda notarius huzurida shaxsan qatnashasiz, videokonferensiyada emas',
      uz: 'Сиз бу ҳаракатда нотариус ҳузурида шахсан қатнашасиз, видеоконференцияда эмас',
      ru: 'Вы участвуете в этом действии лично у нотариуса, а не по видеосвязи',
    },
  },
  video_invitation_not_answered: {
    status: 409,
    text: {
      oz: 'Avval notarial harakatga taklifni qabul qiling',
      uz: 'Аввал нотариал ҳаракатга таклифни қабул қилинг',
      ru: 'Сначала примите приглашение в нотариальное действие',
    },
  },
  video_declined_recording: {
    status: 409,
    text: {
      oz: 'Siz yozib olishga rozilik bermadingiz: videokonferensiyada qatnasha olmaysiz. Notarius bilan yangi vaqt yoki shaxsan kelishni kelishing',
      uz: 'Сиз ёзиб олишга розилик бермадингиз: видеоконференцияда қатнаша олмайсиз. Нотариус билан янги вақт ёки шахсан келишни келишинг',
      ru: 'Вы не согласились на запись и не можете участвовать по видео. Договоритесь с нотариусом о новом времени или о личном визите',
    },
  },
  /** Spec §8 "identity not confirmed for video mode". */
  identity_not_confirmed_video: {
    status: 400,
    text: {
      oz: 'Videokonferensiya rejimi uchun shaxsingiz tasdiqlanmadi',
      uz: 'Видеоконференция режими учун шахсингиз тасдиқланмади',
      ru: 'Личность не подтверждена для режима видеоконференции',
    },
  },
  /** Spec §8 "media server connection error, retry later". */
  media_server_error: {
    status: 503,
    text: {
      oz: 'Media-serverga ulanishda xatolik, keyinroq qayta urinib ko‘ring',
      uz: 'Медиа-серверга уланишда хатолик, кейинроқ қайта уриниб кўринг',
      ru: 'Ошибка подключения к медиасерверу, повторите попытку позже',
    },
  },
  /** Registration by video (src-domain/acts/lifecycle transition-table.ts `videoEvidence`). */
  act_recording_not_sealed: {
    status: 409,
    text: {
      oz: 'Videokonferensiya orqali ro‘yxatga olish uchun seans yozuvi to‘liq yuklanib, tekshirilgan bo‘lishi kerak',
      uz: 'Видеоконференция орқали рўйхатга олиш учун сеанс ёзуви тўлиқ юкланиб, текширилган бўлиши керак',
      ru: 'Для регистрации по видеосвязи запись сеанса должна быть полностью загружена и проверена',
    },
  },
  act_video_identity_missing: {
    status: 409,
    text: {
      oz: 'Videokonferensiyaning har bir ishtirokchisi xonada yuzni tekshirishdan o‘tishi kerak',
      uz: 'Видеоконференциянинг ҳар бир иштирокчиси хонада юзни текширишдан ўтиши керак',
      ru: 'Каждый участник видеоконференции должен пройти проверку лица в комнате',
    },
  },
  /** Recordings (src-domain/http/routes/video-recordings.ts). */
  recording_consent_missing: {
    status: 409,
    text: {
      oz: 'Xonadagi hamma yozib olishga rozilik bermagan',
      uz: 'Хонадаги ҳамма ёзиб олишга розилик бермаган',
      ru: 'Не все участники в комнате согласились на запись',
    },
  },
  recording_notary_only: {
    status: 409,
    text: {
      oz: 'Seans yozuvini faqat notarial harakat notariusi yozadi va ko‘ra oladi',
      uz: 'Сеанс ёзувини фақат нотариал ҳаракат нотариуси ёзади ва кўра олади',
      ru: 'Записывать и просматривать запись сеанса может только нотариус действия',
    },
  },
  recording_not_found: { status: 404, text: { oz: 'Yozuv topilmadi', uz: 'Ёзув топилмади', ru: 'Запись не найдена' } },
  recording_closed: {
    status: 409,
    text: { oz: 'Yozuv yopilgan, unga qo‘shib bo‘lmaydi', uz: 'Ёзув ёпилган, унга қўшиб бўлмайди', ru: 'Запись закрыта, дополнить её нельзя' },
  },
  segment_offset_mismatch: {
    status: 409,
    text: {
      oz: 'Yozuv bo‘lagi {offset}-baytdan davom ettirilishi kerak',
      uz: 'Ёзув бўлаги {offset}-байтдан давом эттирилиши керак',
      ru: 'Загрузку фрагмента записи нужно продолжить с байта {offset}',
    },
  },
  segment_mismatch: {
    status: 400,
    text: {
      oz: 'Yozuv bo‘lagi uzatishda buzildi (xesh mos kelmadi), uni qaytadan yuboring',
      uz: 'Ёзув бўлаги узатишда бузилди (хеш мос келмади), уни қайтадан юборинг',
      ru: 'Фрагмент записи повреждён при передаче (хеш не совпал), отправьте его заново',
    },
  },
  recording_incomplete: {
    status: 409,
    text: {
      oz: 'Yozuvning barcha bo‘laklari yuklanmagan yoki tekshirilmagan',
      uz: 'Ёзувнинг барча бўлаклари юкланмаган ёки текширилмаган',
      ru: 'Не все фрагменты записи загружены или проверены',
    },
  },
  internal_server_error: { status: 500, text: { oz: 'Serverda ichki xatolik', uz: 'Серверда ички хатолик', ru: 'Внутренняя ошибка сервера' } },
  service_unavailable: {
    status: 503,
    text: {
      oz: 'Xizmat vaqtincha ishlamayapti, texnik ishlar olib borilmoqda',
      uz: 'Хизмат вақтинча ишламаяпти, техник ишлар олиб борилмоқда',
      ru: 'Сервис временно недоступен, ведутся технические работы',
    },
  },
  /** The database stayed locked by another writer past the wait (src-server/db/create-db.ts): nothing was saved. */
  server_busy: {
    status: 503,
    text: {
      oz: 'Server hozir band, hech narsa saqlanmadi: bir necha soniyadan keyin qayta urinib ko‘ring',
      uz: 'Сервер ҳозир банд, ҳеч нарса сақланмади: бир неча сониядан кейин қайта уриниб кўринг',
      ru: 'Сервер сейчас занят, ничего не сохранено: повторите попытку через несколько секунд',
    },
  },
} as const satisfies Record<ApiErrorCode, { status: number; text: Readonly<Record<Locale, string>> }>;

export function formatApiError(code: ApiErrorCode, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  return API_ERRORS[code].text[locale].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

export { ACCESS_DENIED_MESSAGE } from './access-denied.ts';
