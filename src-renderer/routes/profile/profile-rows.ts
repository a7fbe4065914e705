import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { parseDate, parseIsoDate } from '../../../src-domain/time/parse-date.ts';

type Text = string | number | null | undefined;

/** The user fields the profile shows; both the stored user and the server's shape fit. */
export interface ProfileUser {
  userid?: Text;
  fullname?: Text;
  inn?: Text;
  pin?: Text;
  regaddress?: Text;
  actaddress?: Text;
  email?: Text;
  phone?: Text;
  passserial?: Text;
  passnum?: Text;
  issueorg?: Text;
  issuedate?: Text;
  birthdate?: Text;
  termsofuse?: number | null;
}

export interface ProfileRow {
  key: string;
  label: MessageDescriptor;
  /** Undefined when the registry holds nothing for the field. */
  value: string | undefined;
}

const text = (value: Text): string | undefined => {
  const result = value === null || value === undefined ? '' : String(value).trim();
  return result === '' ? undefined : result;
};

/** DD.MM.YYYY (spec §9) from the wire's YYYY-MM-DD (or a date already in display form). */
export function displayDate(value: Text): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const date = parseIsoDate(raw.slice(0, 10)) ?? parseDate(raw);
  return date ? formatCalendarDate(date) : raw;
}

function displayPhone(value: Text): string | undefined {
  const raw = text(value);
  return raw && /^\d{9}$/.test(raw) ? `+998 ${applyMask(MASKS.phone, raw)}` : raw;
}

function passport(user: ProfileUser): string | undefined {
  return text([text(user.passserial), text(user.passnum)].filter(Boolean).join(' '));
}

function issuer(user: ProfileUser): string | undefined {
  const org = text(user.issueorg);
  const date = displayDate(user.issuedate);
  return org && date ? `${org}, ${date}` : (org ?? date);
}

/** Spec §2 screen 19, in its order; consent is shown by the page, it is a yes/no. */
export function profileRows(user: ProfileUser): ProfileRow[] {
  return [
    { key: 'login', label: msg({ id: 'profile.login', message: 'Login' }), value: text(user.userid) },
    { key: 'fullname', label: msg({ id: 'profile.fullname', message: 'F.I.Sh.' }), value: text(user.fullname) },
    { key: 'inn', label: msg({ id: 'profile.inn', message: 'STIR' }), value: text(user.inn) },
    { key: 'pin', label: msg({ id: 'profile.pin', message: 'JShShIR' }), value: text(user.pin) },
    { key: 'address', label: msg({ id: 'profile.address', message: 'Manzil' }), value: text(user.regaddress) ?? text(user.actaddress) },
    { key: 'email', label: msg({ id: 'profile.email', message: 'Elektron pochta' }), value: text(user.email) },
    { key: 'phone', label: msg({ id: 'profile.phone', message: 'Telefon' }), value: displayPhone(user.phone) },
    { key: 'passport', label: msg({ id: 'profile.passport', message: 'Pasport' }), value: passport(user) },
    { key: 'issuer', label: msg({ id: 'profile.issuer', message: 'Kim tomonidan berilgan' }), value: issuer(user) },
    { key: 'birthdate', label: msg({ id: 'profile.birthdate', message: 'Tug‘ilgan sana' }), value: displayDate(user.birthdate) },
  ];
}
