import { ACT_STATE_NAMES } from '../act-states.ts';
import { ACT_TYPE_NAMES, REG_TYPES } from '../act-types.ts';
import { ACT_STEP_NAMES } from '../steps.ts';
import { actValueTiyin } from '../invoices/act-value.ts';
import type { PartyStatus } from '../lifecycle/act-actors.ts';
import type { ActDetails } from '../../http/routes/acts.ts';
import type { Locale } from '../../i18n/locale.ts';
import { label } from './document-labels.ts';
import { printDate, printInstant, printInstantDate, printMoney, printMoneyWords } from './document-format.ts';
import { partyRoleName, SUBJECT_KIND_NAMES } from './party-role-names.ts';
import { fileNamePart, type PrintDocument, type PrintRow, type PrintSection } from './print-document.ts';
import { subjectSummary } from './subject-summary.ts';

/** What the print form reads of an act (the act details the server already builds). */
export type PrintableAct = Pick<
  ActDetails,
  | 'id'
  | 'actTypeId'
  | 'state'
  | 'step'
  | 'regtypeId'
  | 'language'
  | 'regnum'
  | 'regdate'
  | 'office'
  | 'notary'
  | 'visitDate'
  | 'visitTime'
  | 'sumTiyin'
  | 'validUntil'
  | 'createdAt'
  | 'parties'
  | 'subjects'
  | 'freeOfCharge'
  | 'freeReason'
>;

export interface PrintFormOptions {
  /** The absolute public check link of a registered act (its QR code); null before registration. */
  readonly checkLink: string | null;
  readonly printedAt: Date;
  /** The final text fixed for signing by video (docs/signatures.md): its notice instead of "draft". */
  readonly forSigning?: boolean;
  /** Verified digital signatures of the act's signed document, listed on the form. */
  readonly signatures?: readonly PrintedSignature[];
}

/** A signature as the form lists it (src-domain/http/routes/act-signatures.ts ActSignature). */
export interface PrintedSignature {
  readonly role: 'party' | 'notary';
  readonly signerInitials: string;
  readonly certificateSerial: string;
  readonly issuer: string;
  /** ISO 8601. */
  readonly signedAt: string;
}

const PARTY_ANSWERS: Readonly<Record<Exclude<PartyStatus, null> | 'awaiting', Readonly<Record<Locale, string>>>> = {
  awaiting: { oz: 'Javob kutilmoqda', uz: 'Жавоб кутилмоқда', ru: 'Ожидается ответ' },
  accepted: { oz: 'Rozi', uz: 'Рози', ru: 'Согласен(на)' },
  declined: { oz: 'Rad etdi', uz: 'Рад этди', ru: 'Отказ' },
  exited: { oz: 'Bitimdan chiqdi', uz: 'Битимдан чиқди', ru: 'Вышел(ла) из сделки' },
};

function row(key: Parameters<typeof label>[0], locale: Locale, value: string | null | undefined): PrintRow[] {
  return value === null || value === undefined || value === '' ? [] : [{ label: label(key, locale), value }];
}

function generalSection(act: PrintableAct, locale: Locale, registered: boolean): PrintSection {
  const value = actValueTiyin(act.subjects, act.sumTiyin);
  const visit = act.visitDate ? `${printDate(act.visitDate)}${act.visitTime ? ` ${act.visitTime}` : ''}` : null;
  return {
    heading: label('generalInfo', locale),
    rows: [
      ...row('actNumber', locale, String(act.id)),
      ...row('createdAt', locale, printInstantDate(act.createdAt)),
      ...row('registrationType', locale, label(act.regtypeId === REG_TYPES.inPerson ? 'inPerson' : 'videoConference', locale)),
      ...row('state', locale, ACT_STATE_NAMES[act.state][locale]),
      ...(registered ? [] : row('step', locale, `${act.step}. ${ACT_STEP_NAMES[act.step][locale]}`)),
      ...(registered ? [] : row('visit', locale, visit)),
      ...row('validUntil', locale, act.validUntil ? printDate(act.validUntil) : null),
      // Spec §3 "free-of-charge flag and reason".
      ...(act.freeOfCharge ? row('freeOfCharge', locale, act.freeReason ?? label('yes', locale)) : []),
      ...(value === null ? [] : [...row('sum', locale, printMoney(value, locale)), ...row('sumInWords', locale, printMoneyWords(value, locale))]),
    ],
  };
}

function partiesSection(act: PrintableAct, locale: Locale, registered: boolean): PrintSection {
  const columns = [label('role', locale), label('fullName', locale), `${label('pin', locale)} / ${label('inn', locale)}`, label('document', locale)];
  return {
    heading: label('parties', locale),
    table: {
      columns: registered ? columns : [...columns, label('answer', locale)],
      rows: act.parties.map((party) => {
        const cells = [partyRoleName(party.role, locale), party.fullName, party.inn ? `${party.pin} / ${party.inn}` : party.pin, party.docNumber ?? ''];
        return registered ? cells : [...cells, PARTY_ANSWERS[party.status ?? 'awaiting'][locale]];
      }),
    },
  };
}

function subjectsSection(act: PrintableAct, locale: Locale): PrintSection[] {
  if (act.subjects.length === 0) return [];
  return [
    {
      heading: label('subjects', locale),
      table: {
        columns: [label('subject', locale), label('description', locale), label('price', locale)],
        rows: act.subjects.map((subject) => [
          SUBJECT_KIND_NAMES[subject.kind][locale],
          subjectSummary(subject, locale),
          subject.priceTiyin === null ? '' : printMoney(subject.priceTiyin, locale),
        ]),
      },
    },
  ];
}

function notarySection(act: PrintableAct, locale: Locale): PrintSection[] {
  if (!act.notary && !act.office) return [];
  return [
    {
      heading: label('notaryAndOffice', locale),
      rows: [
        ...row('notary', locale, act.notary?.name[locale]),
        ...row('phone', locale, act.notary?.phone),
        ...row('office', locale, act.office?.name[locale]),
        ...row('address', locale, act.office?.address[locale]),
      ],
    },
  ];
}

function signaturesSection(signatures: readonly PrintedSignature[], locale: Locale): PrintSection[] {
  if (signatures.length === 0) return [];
  return [
    {
      heading: label('signatures', locale),
      table: {
        columns: [label('signer', locale), label('certificateSerial', locale), label('certificateIssuer', locale), label('signedAt', locale)],
        rows: signatures.map((signature) => [
          signature.role === 'notary' ? `${label('signerNotary', locale)}: ${signature.signerInitials}` : signature.signerInitials,
          signature.certificateSerial,
          signature.issuer,
          printInstant(new Date(signature.signedAt)),
        ]),
      },
    },
  ];
}

function registrationSection(act: PrintableAct, locale: Locale): PrintSection[] {
  if (act.regnum === null) return [];
  return [
    {
      heading: label('registration', locale),
      rows: [
        ...row('regnum', locale, act.regnum),
        ...row('regdate', locale, act.regdate ? printDate(act.regdate) : null),
        ...row('office', locale, act.office?.name[locale]),
      ],
    },
  ];
}

/**
 * The act's printable form (spec §2 screen 13 "print form" tab), in the act's
 * language: type, general info with the sum in words, parties, subjects, notary and office; a
 * registered act adds its registry number, date and office, and a QR code of the public check
 * link (spec §2 screen 11). An act not yet registered is marked as a draft.
 */
export function actPrintForm(act: PrintableAct, options: PrintFormOptions): PrintDocument {
  const locale = act.language;
  const registered = act.regnum !== null;
  return {
    lang: locale,
    title: ACT_TYPE_NAMES[act.actTypeId][locale],
    subtitle: registered
      ? `${label('regnum', locale)} ${act.regnum}${act.regdate ? `, ${printDate(act.regdate)}` : ''}`
      : `${label('actNumber', locale)} ${act.id}`,
    notice: registered ? null : label(options.forSigning ? 'signingNotice' : 'draftNotice', locale),
    sections: [
      generalSection(act, locale, registered),
      partiesSection(act, locale, registered),
      ...subjectsSection(act, locale),
      ...notarySection(act, locale),
      ...registrationSection(act, locale),
      ...signaturesSection(options.signatures ?? [], locale),
    ],
    qr: registered && options.checkLink !== null ? { link: options.checkLink, caption: label('qrCaption', locale) } : null,
    footer: [`${label('printedAt', locale)}: ${printInstant(options.printedAt)}`, label('portal', locale)],
    fileName: registered && act.regnum !== null ? `act-${fileNamePart(act.regnum)}` : `act-${act.id}`,
  };
}
