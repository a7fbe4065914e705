import * as v from 'valibot';
import {
  PARTY_DETAIL_APPLIES,
  PARTY_DETAIL_GROUPS,
  type PartyDetailContext,
  type PartyDetailGroup,
  type PartyDetails,
  type PartyDetailsInput,
} from './party-details.ts';

/**
 * The §3 party fields as the party form holds them (docs/decisions/0051-party-details.md): the
 * body's shape with text where the body has a number, so a problem the body schema finds at
 * `details.marriage.registeredAt` is the form field of that name. A group left empty is not sent.
 */
export interface PartyDetailsFormValues {
  parents: { fatherName: string; fatherBirthDate: string; motherName: string; motherBirthDate: string };
  consular: { countryId: string; consulate: string; registeredAt: string };
  translationLanguages: string[];
  proxyDocument: { number: string; date: string; issuer: string };
  attorneyRights: { rights: string[]; delegation: boolean };
  stateBody: { basis: string; name: string };
  marriage: { certificateNumber: string; registeredAt: string; office: string };
  branch: { name: string; address: string };
  notSigning: { reason: string; signerPin: string };
}

const texts = <const K extends string>(...keys: K[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, v.string()])) as Record<K, v.StringSchema<undefined>>);

/** The form's shape (the body schema checks the values afterwards). */
export const PartyDetailsFormSchema = v.object({
  parents: texts('fatherName', 'fatherBirthDate', 'motherName', 'motherBirthDate'),
  consular: texts('countryId', 'consulate', 'registeredAt'),
  translationLanguages: v.array(v.string()),
  proxyDocument: texts('number', 'date', 'issuer'),
  attorneyRights: v.object({ rights: v.array(v.string()), delegation: v.boolean() }),
  stateBody: texts('basis', 'name'),
  marriage: texts('certificateNumber', 'registeredAt', 'office'),
  branch: texts('name', 'address'),
  notSigning: texts('reason', 'signerPin'),
});

export function emptyPartyDetailsForm(): PartyDetailsFormValues {
  return {
    parents: { fatherName: '', fatherBirthDate: '', motherName: '', motherBirthDate: '' },
    consular: { countryId: '', consulate: '', registeredAt: '' },
    translationLanguages: [],
    proxyDocument: { number: '', date: '', issuer: '' },
    attorneyRights: { rights: [], delegation: false },
    stateBody: { basis: '', name: '' },
    marriage: { certificateNumber: '', registeredAt: '', office: '' },
    branch: { name: '', address: '' },
    notSigning: { reason: '', signerPin: '' },
  };
}

/** Stored details back in the form (a group the viewer may not read stays empty). */
export function partyDetailsFormOf(details: PartyDetails | undefined): PartyDetailsFormValues {
  const form = emptyPartyDetailsForm();
  if (!details) return form;
  return {
    ...form,
    ...(details.parents ? { parents: details.parents } : {}),
    ...(details.consular ? { consular: { ...details.consular, countryId: String(details.consular.countryId) } } : {}),
    ...(details.translationLanguages ? { translationLanguages: [...details.translationLanguages] } : {}),
    ...(details.proxyDocument ? { proxyDocument: details.proxyDocument } : {}),
    ...(details.attorneyRights ? { attorneyRights: { rights: [...details.attorneyRights.rights], delegation: details.attorneyRights.delegation } } : {}),
    ...(details.stateBody ? { stateBody: details.stateBody } : {}),
    ...(details.marriage ? { marriage: details.marriage } : {}),
    ...(details.branch ? { branch: details.branch } : {}),
    ...(details.notSigning ? { notSigning: details.notSigning } : {}),
  };
}

function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value as Record<string, unknown>).every(isEmpty);
}

function groupBody(group: PartyDetailGroup, form: PartyDetailsFormValues): unknown {
  if (group === 'consular') {
    const countryId = form.consular.countryId.trim();
    return { ...form.consular, countryId: /^\d+$/.test(countryId) ? Number(countryId) : 0 };
  }
  return form[group];
}

/**
 * The body's `details` for the party as the form now describes it: each group that applies and is
 * filled; on an edit, `null` for a group that is empty or no longer applies (removing it), and
 * nothing for a group the viewer may not read (`hidden`), so its stored value stays.
 */
export function partyDetailsBody(
  form: PartyDetailsFormValues,
  party: PartyDetailContext,
  mode: 'add' | 'edit',
  hidden: readonly PartyDetailGroup[] = [],
): PartyDetailsInput {
  const body: Record<string, unknown> = {};
  for (const group of PARTY_DETAIL_GROUPS) {
    const applies = PARTY_DETAIL_APPLIES[group](party);
    if (applies && !isEmpty(form[group])) body[group] = groupBody(group, form);
    else if (mode === 'edit' && !(applies && hidden.includes(group))) body[group] = null;
  }
  return body as PartyDetailsInput;
}
