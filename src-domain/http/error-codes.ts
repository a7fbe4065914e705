import type { Locale } from '../i18n/locale.ts';

/**
 * Error codes of the HTTP contract (spec §8) and the localized texts the server sends in
 * `message`. The body of every error response is `{ code, message, details? }`.
 * `{uuid}`, `{pin}`, `{user}`, `{seconds}` and `{path}` are filled by `formatApiError`.
 */
export const API_ERRORS = {
  /** Spec §8: 403 whose message is "Access Denied" ends the session. */
  access_denied: { status: 403, text: { oz: 'Access Denied', uz: 'Access Denied', ru: 'Access Denied' } },
  forbidden: { status: 403, text: { oz: 'Bu amal uchun ruxsatingiz yo‘q', uz: 'Бу амал учун рухсатингиз йўқ', ru: 'Недостаточно прав для этого действия' } },
  uuid_not_found: { status: 418, text: { oz: '{uuid} notarial harakat topilmadi', uz: '{uuid} нотариал ҳаракат топилмади', ru: 'Нотариальное действие {uuid} не найдено' } },
  pin_not_found_in_uuid: { status: 418, text: { oz: 'Kirish rad etildi: {user} {uuid} notarial harakat ishtirokchisi emas', uz: 'Кириш рад этилди: {user} {uuid} нотариал ҳаракат иштирокчиси эмас', ru: 'Доступ запрещён: {user} не является участником нотариального действия {uuid}' } },
  validation_failed: { status: 400, text: { oz: 'Ma’lumotlar noto‘g‘ri kiritilgan', uz: 'Маълумотлар нотўғри киритилган', ru: 'Данные введены неверно' } },
  invalid_json: { status: 400, text: { oz: 'So‘rov tanasi noto‘g‘ri JSON', uz: 'Сўров танаси нотўғри JSON', ru: 'Тело запроса не является корректным JSON' } },
  payload_too_large: { status: 413, text: { oz: 'So‘rov hajmi juda katta', uz: 'Сўров ҳажми жуда катта', ru: 'Слишком большой запрос' } },
  not_found: { status: 404, text: { oz: 'Sahifa topilmadi: {path}', uz: 'Саҳифа топилмади: {path}', ru: 'Не найдено: {path}' } },
  method_not_allowed: { status: 405, text: { oz: 'Bu usul qo‘llab-quvvatlanmaydi', uz: 'Бу усул қўллаб-қувватланмайди', ru: 'Метод не поддерживается' } },
  too_many_requests: { status: 429, text: { oz: 'Juda ko‘p urinish. {seconds} soniyadan keyin qayta urinib ko‘ring', uz: 'Жуда кўп уриниш. {seconds} сониядан кейин қайта уриниб кўринг', ru: 'Слишком много попыток. Повторите через {seconds} с' } },
  /** Login pre-check and auth (spec §4 login flow, §5: the civil registry decides who may log in). */
  person_not_found: { status: 400, text: { oz: 'Ko‘rsatilgan JShShIR bo‘yicha shaxs fuqarolik holati reestrida topilmadi', uz: 'Кўрсатилган ЖШШИР бўйича шахс фуқаролик ҳолати реестрида топилмади', ru: 'Лицо с указанным ПИНФЛ не найдено в реестре гражданского состояния' } },
  passport_mismatch: { status: 400, text: { oz: 'Pasport seriyasi va raqami JShShIRga mos kelmadi', uz: 'Паспорт серияси ва рақами ЖШШИРга мос келмади', ru: 'Серия и номер паспорта не соответствуют ПИНФЛ' } },
  passport_expired: { status: 400, text: { oz: 'Pasportning amal qilish muddati tugagan, yangi hujjat oling', uz: 'Паспортнинг амал қилиш муддати тугаган, янги ҳужжат олинг', ru: 'Срок действия паспорта истёк, получите новый документ' } },
  /** Spec §8 messages: the deceased text names the pin. */
  person_deceased: { status: 400, text: { oz: 'Shaxs (JShShIR {pin}) fuqarolik holati reestrida vafot etgan deb qayd etilgan, FHDYo organiga murojaat qiling', uz: 'Шахс (ЖШШИР {pin}) фуқаролик ҳолати реестрида вафот этган деб қайд этилган, ФҲДЁ органига мурожаат қилинг', ru: 'Лицо (ПИНФЛ {pin}) значится умершим в реестре гражданского состояния, обратитесь в органы ЗАГС' } },
  person_minor: { status: 400, text: { oz: 'Portalga kirish 18 yoshdan mumkin', uz: 'Порталга кириш 18 ёшдан мумкин', ru: 'Вход на портал доступен с 18 лет' } },
  account_disabled: { status: 400, text: { oz: 'Hisobingiz bloklangan, ishonch telefoni 1008 ga murojaat qiling', uz: 'Ҳисобингиз блокланган, ишонч телефони 1008 га мурожаат қилинг', ru: 'Ваша учётная запись заблокирована, обратитесь по телефону доверия 1008' } },
  /** Spec §8 "Default error dialog: identity confirmation failed, try again". */
  identity_not_confirmed: { status: 400, text: { oz: 'Shaxsingiz tasdiqlanmadi, qaytadan urinib ko‘ring', uz: 'Шахсингиз тасдиқланмади, қайтадан уриниб кўринг', ru: 'Не удалось подтвердить личность, попробуйте ещё раз' } },
  face_check_expired: { status: 400, text: { oz: 'Yuzni tekshirish natijasining muddati tugadi, qaytadan urinib ko‘ring', uz: 'Юзни текшириш натижасининг муддати тугади, қайтадан уриниб кўринг', ru: 'Результат проверки лица устарел, попробуйте ещё раз' } },
  /** Issue 5 item 3: one review per user per notary. */
  review_exists: { status: 409, text: { oz: 'Siz bu notarius haqida allaqachon sharh qoldirgansiz', uz: 'Сиз бу нотариус ҳақида аллақачон шарҳ қолдиргансиз', ru: 'Вы уже оставили отзыв об этом нотариусе' } },
  internal_server_error: { status: 500, text: { oz: 'Serverda ichki xatolik', uz: 'Серверда ички хатолик', ru: 'Внутренняя ошибка сервера' } },
  service_unavailable: { status: 503, text: { oz: 'Xizmat vaqtincha ishlamayapti, texnik ishlar olib borilmoqda', uz: 'Хизмат вақтинча ишламаяпти, техник ишлар олиб борилмоқда', ru: 'Сервис временно недоступен, ведутся технические работы' } },
} as const satisfies Record<string, { status: number; text: Readonly<Record<Locale, string>> }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  /** Field-level problems of a 400 (`path` is dotted, `message` localized). */
  details?: { path: string; message: string }[];
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

export function formatApiError(code: ApiErrorCode, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  return API_ERRORS[code].text[locale].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

/** The exact message the client treats as "token expired" (spec §4 Token expiry, §8). */
export const ACCESS_DENIED_MESSAGE = 'Access Denied';
/** Response header carrying the rotated token on every 200 (spec §7). */
export const TOKEN_HEADER = 'x-auth-token';
