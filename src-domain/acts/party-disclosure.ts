import { maskPersonName } from '../searches/mask-person-name.ts';
import { PERSONAL_DETAIL_GROUPS, type PartyDetailGroup, type PartyDetails } from './editor/party-details.ts';
import type { ActActor } from './lifecycle/act-actors.ts';

/**
 * What one person on a notarial act may read about another (docs/architecture.md "Trust": a
 * person's registry data is returned whole only to that person; docs/security.md "Act details"
 * holds the table and the reasons):
 *
 * - `whole` — the person themself, and the act's notary, who registers the act with every
 *   party's document and addresses (spec §4 step 8).
 * - `counterpart` — the applicant looking at a party they added: they typed its pin and a
 *   document the civil registry matched, so the name and pin are no news to them; the
 *   document is shown masked, phones, addresses and the document's date and issuer not at all.
 * - `inviter` — a party (or an administrator) looking at the applicant: the invitation already
 *   names the inviter (spec §4 wizards "invite parties"); nothing else.
 * - `stranger` — a party (or an administrator) looking at another invited party: initials, as
 *   the spec's public search pages show people, and nothing else.
 */
export type PartyDisclosure = 'whole' | 'counterpart' | 'inviter' | 'stranger';

export type ActViewerRole = ActActor | 'admin';

export interface ActViewer {
  role: ActViewerRole;
  pin: string;
}

export function partyDisclosure(viewer: ActViewer, personPin: string, applicantPin: string): PartyDisclosure {
  if (personPin === viewer.pin || viewer.role === 'notary') return 'whole';
  if (viewer.role === 'applicant') return 'counterpart';
  return personPin === applicantPin ? 'inviter' : 'stranger';
}

/** What of a person each disclosure shows (docs/security.md "Act details"). */
export interface DisclosureRule {
  name: 'full' | 'initials';
  pin: 'full' | 'masked';
  /** The document's number (and series): the whole, or its last two digits. */
  document: 'full' | 'masked';
  /** Phone, registered and actual address, the document's issue date and issuer. */
  contacts: boolean;
}

export const DISCLOSURE_RULES: Readonly<Record<PartyDisclosure, DisclosureRule>> = {
  whole: { name: 'full', pin: 'full', document: 'full', contacts: true },
  counterpart: { name: 'full', pin: 'full', document: 'masked', contacts: false },
  inviter: { name: 'full', pin: 'masked', document: 'masked', contacts: false },
  stranger: { name: 'initials', pin: 'masked', document: 'masked', contacts: false },
};

const VISIBLE_TAIL = 2;

/** "40307872641019" → "************19": the length stays, only the last two characters show. */
export function maskTail(text: string): string {
  const chars = Array.from(text);
  return chars.map((char, index) => (index < chars.length - VISIBLE_TAIL ? '*' : char)).join('');
}

export function shownName(fullName: string, disclosure: PartyDisclosure): string {
  return DISCLOSURE_RULES[disclosure].name === 'full' ? fullName : maskPersonName(fullName);
}

export function shownPin(pin: string, disclosure: PartyDisclosure): string {
  return DISCLOSURE_RULES[disclosure].pin === 'full' ? pin : maskTail(pin);
}

/** The parts of a party row that carry someone's personal data. */
export interface PartyPersonalData {
  fullName: string;
  pin: string;
  docSeries?: string | null;
  docNumber: string | null;
  docDate: string | null;
  docIssuer: string | null;
  regAddress: string | null;
  actAddress: string | null;
  phone: string | null;
  representativePin: string | null;
  /** The §3 party fields (src-domain/acts/editor/party-details.ts). */
  details?: PartyDetails | undefined;
  hiddenDetails?: PartyDetailGroup[] | undefined;
}

/**
 * The personal groups of a party's details (parents, consular registration, marriage, reason for
 * not signing) follow the passport: whole to the person and the notary; anyone else learns only
 * that the group is filled (docs/decisions/0051-party-details.md).
 */
function discloseDetails(details: PartyDetails | undefined): Pick<PartyPersonalData, 'details' | 'hiddenDetails'> {
  if (details === undefined) return {};
  const shown: Record<string, unknown> = {};
  const hidden: PartyDetailGroup[] = [];
  for (const [group, value] of Object.entries(details) as [PartyDetailGroup, unknown][]) {
    if (PERSONAL_DETAIL_GROUPS.includes(group)) hidden.push(group);
    else shown[group] = value;
  }
  return { details: shown as PartyDetails, hiddenDetails: hidden };
}

/** A party's personal data as `disclosure` lets the viewer read it. */
export function disclosePartyData<T extends PartyPersonalData>(party: T, disclosure: PartyDisclosure): T {
  if (disclosure === 'whole') return party;
  const rule = DISCLOSURE_RULES[disclosure];
  return {
    ...party,
    fullName: shownName(party.fullName, disclosure),
    pin: shownPin(party.pin, disclosure),
    docSeries: rule.document === 'full' ? party.docSeries : null,
    docNumber: party.docNumber === null || rule.document === 'full' ? party.docNumber : maskTail(party.docNumber),
    docDate: rule.contacts ? party.docDate : null,
    docIssuer: rule.contacts ? party.docIssuer : null,
    regAddress: rule.contacts ? party.regAddress : null,
    actAddress: rule.contacts ? party.actAddress : null,
    phone: rule.contacts ? party.phone : null,
    representativePin: party.representativePin === null ? null : shownPin(party.representativePin, disclosure),
    ...discloseDetails(party.details),
  };
}
