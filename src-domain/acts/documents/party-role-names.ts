import type { Locale } from '../../i18n/locale.ts';
import { isPartyRole, type PartyRole } from '../party-roles.ts';
import type { SubjectKind } from '../subject-kinds.ts';

/** Party roles (src-domain/acts/party-roles.ts) as printed on documents. */
export const PARTY_ROLE_NAMES: Readonly<Record<PartyRole, Readonly<Record<Locale, string>>>> = {
  seller: { oz: 'Sotuvchi', uz: 'Сотувчи', ru: 'Продавец' },
  buyer: { oz: 'Xaridor', uz: 'Харидор', ru: 'Покупатель' },
  donor: { oz: 'Hadya qiluvchi', uz: 'Ҳадя қилувчи', ru: 'Даритель' },
  donee: { oz: 'Hadya oluvchi', uz: 'Ҳадя олувчи', ru: 'Одаряемый' },
  pledgor: { oz: 'Garovga qo‘yuvchi', uz: 'Гаровга қўйувчи', ru: 'Залогодатель' },
  pledgee: { oz: 'Garovga oluvchi', uz: 'Гаровга олувчи', ru: 'Залогодержатель' },
  principal: { oz: 'Ishonch bildiruvchi', uz: 'Ишонч билдирувчи', ru: 'Доверитель' },
  attorney: { oz: 'Ishonchli vakil', uz: 'Ишончли вакил', ru: 'Поверенный' },
  party: { oz: 'Tomon', uz: 'Томон', ru: 'Сторона' },
  owner: { oz: 'Mulkdor', uz: 'Мулкдор', ru: 'Собственник' },
  registrant: { oz: 'Ro‘yxatga olinuvchi', uz: 'Рўйхатга олинувчи', ru: 'Регистрируемое лицо' },
  applicant: { oz: 'Arizachi', uz: 'Аризачи', ru: 'Заявитель' },
  translator: { oz: 'Tarjimon', uz: 'Таржимон', ru: 'Переводчик' },
  heir: { oz: 'Merosxo‘r', uz: 'Меросхўр', ru: 'Наследник' },
  consenting_spouse: { oz: 'Rozilik beruvchi er (xotin)', uz: 'Розилик берувчи эр (хотин)', ru: 'Супруг(а), дающий(ая) согласие' },
  spouse: { oz: 'Er (xotin)', uz: 'Эр (хотин)', ru: 'Супруг(а)' },
  parent: { oz: 'Ota-ona', uz: 'Ота-она', ru: 'Родитель' },
  child: { oz: 'Voyaga yetmagan bola', uz: 'Вояга етмаган бола', ru: 'Несовершеннолетний' },
  companion: { oz: 'Kuzatib boruvchi', uz: 'Кузатиб борувчи', ru: 'Сопровождающий' },
  beneficiary: { oz: 'Foydasiga voz kechilgan shaxs', uz: 'Фойдасига воз кечилган шахс', ru: 'Лицо, в пользу которого отказ' },
  sign_interpreter: { oz: 'Imo-ishora tili tarjimoni', uz: 'Имо-ишора тили таржимони', ru: 'Сурдопереводчик' },
};

/** A stored role as printed; an unknown one (older data) is printed as stored. */
export function partyRoleName(role: string, locale: Locale): string {
  return isPartyRole(role) ? PARTY_ROLE_NAMES[role][locale] : role;
}

export const SUBJECT_KIND_NAMES: Readonly<Record<SubjectKind, Readonly<Record<Locale, string>>>> = {
  vehicle: { oz: 'Transport vositasi', uz: 'Транспорт воситаси', ru: 'Транспортное средство' },
  real_estate: { oz: 'Ko‘chmas mulk', uz: 'Кўчмас мулк', ru: 'Недвижимое имущество' },
  other: { oz: 'Boshqa mol-mulk', uz: 'Бошқа мол-мулк', ru: 'Иное имущество' },
};
