import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminUserDetails } from '../../../src-domain/http/routes/admin-users.ts';
import { formatPhone } from '../../../src-domain/identity/format-phone.ts';
import { formatCalendarDate, formatDateTime } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';

export interface UserField {
  key: string;
  label: MessageDescriptor;
  /** Undefined when nothing is recorded. */
  value: string | undefined;
}

const text = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value.trim() === '' ? undefined : value);

function date(value: string | null): string | undefined {
  const parsed = value ? parseIsoDate(value.slice(0, 10)) : null;
  return parsed ? formatCalendarDate(parsed) : text(value);
}

/** A stored 9-digit number as the portal writes phones everywhere ("+998 95 111-22-33"); other text as it came. */
function phone(value: string | null): string | undefined {
  const shown = text(value);
  return shown === undefined ? undefined : formatPhone(shown);
}

function instant(value: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : formatDateTime(parsed);
}

/**
 * The admin user labels of spec §3 in its order, except state, roles and type (shown with their
 * own words) and the comments (a paragraph): login, full name, id, phone, email, pin, tax ids,
 * names, birth data, passport, citizenship, nationality, addresses, organisation, created.
 */
export function userFields(user: AdminUserDetails): UserField[] {
  return [
    { key: 'login', label: msg({ id: 'admin.field.login', message: 'Login' }), value: user.login },
    { key: 'fullname', label: msg({ id: 'admin.field.fullname', message: 'F.I.Sh.' }), value: user.fullname },
    { key: 'id', label: msg({ id: 'admin.field.id', message: 'Identifikator' }), value: String(user.id) },
    { key: 'phone', label: msg({ id: 'admin.field.phone', message: 'Telefon' }), value: phone(user.phone) },
    { key: 'email', label: msg({ id: 'admin.field.email', message: 'Elektron pochta' }), value: text(user.email) },
    { key: 'pin', label: msg({ id: 'admin.field.pin', message: 'JShShIR' }), value: user.pin },
    { key: 'inn', label: msg({ id: 'admin.field.inn', message: 'STIR' }), value: text(user.inn) },
    { key: 'org_inn', label: msg({ id: 'admin.field.orgInn', message: 'Tashkilot STIR' }), value: text(user.org_inn) },
    { key: 'surname', label: msg({ id: 'admin.field.surname', message: 'Familiya' }), value: user.surname },
    { key: 'name', label: msg({ id: 'admin.field.name', message: 'Ism' }), value: user.name },
    { key: 'lastname', label: msg({ id: 'admin.field.lastname', message: 'Otasining ismi' }), value: text(user.lastname) },
    { key: 'birthdate', label: msg({ id: 'admin.field.birthdate', message: 'Tug‘ilgan sana' }), value: date(user.birthdate) },
    { key: 'birthcountry', label: msg({ id: 'admin.field.birthcountry', message: 'Tug‘ilgan mamlakat' }), value: text(user.birthcountry) },
    { key: 'passport', label: msg({ id: 'admin.field.passport', message: 'Pasport' }), value: user.passport },
    { key: 'issueorg', label: msg({ id: 'admin.field.issueorg', message: 'Pasportni bergan organ' }), value: text(user.issueorg) },
    { key: 'issuedate', label: msg({ id: 'admin.field.issuedate', message: 'Berilgan sana' }), value: date(user.issuedate) },
    { key: 'exprdate', label: msg({ id: 'admin.field.exprdate', message: 'Amal qilish muddati' }), value: date(user.exprdate) },
    { key: 'citizenship', label: msg({ id: 'admin.field.citizenship', message: 'Fuqaroligi' }), value: text(user.citizenship) },
    { key: 'nationality', label: msg({ id: 'admin.field.nationality', message: 'Millati' }), value: text(user.nationality) },
    { key: 'regaddress', label: msg({ id: 'admin.field.regaddress', message: 'Doimiy ro‘yxatdan o‘tgan manzil' }), value: text(user.regaddress) },
    { key: 'actaddress', label: msg({ id: 'admin.field.actaddress', message: 'Haqiqiy yashash manzili' }), value: text(user.actaddress) },
    { key: 'orgname', label: msg({ id: 'admin.field.orgname', message: 'Tashkilot nomi' }), value: text(user.orgname) },
    { key: 'instime', label: msg({ id: 'admin.field.instime', message: 'Yaratilgan vaqti' }), value: instant(user.instime) },
  ];
}

export { instant as showInstant };
