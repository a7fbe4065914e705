import * as v from 'valibot';
import { DateTextSchema } from '../../time/date-schemas.ts';
import { PhoneSchema } from '../../identity/phone.ts';
import { parseDate } from '../../time/parse-date.ts';
import { compareCalendarDates } from '../../time/calendar-date.ts';
import type { BlockingStage } from '../blocking/blocking-issue.ts';
import type { WizardStepId } from './act-wizards.ts';
import { TRANSLATION_LANGUAGES } from '../translation-languages.ts';
import { RENUNCIATION_KINDS } from '../act-extras.ts';

/** What a step's rules read: the draft as the server stores it (extras, party roles, subject kinds). */
export interface WizardFacts {
  readonly extras: Readonly<Record<string, unknown>>;
  readonly partyRoles: readonly string[];
  readonly subjectKinds: readonly string[];
  /** Each subject's price in tiyin (null: not stated), in the order of `subjectKinds`. */
  readonly subjectPrices: readonly (number | null)[];
}

/** A problem of a step, at the body path the form shows it under (`extras.purpose`, `parties`). */
export interface WizardIssue {
  readonly path: string;
  readonly message: string;
}

// A key not filled at all reads like an empty field.
const MISSING = 'error_required';
const requiredText = v.pipe(v.string('error_required'), v.trim(), v.nonEmpty('error_required'), v.maxLength(500, 'error_too_long'));
const orderedDates = (from: unknown, to: unknown): boolean => {
  const start = typeof from === 'string' ? parseDate(from) : null;
  const end = typeof to === 'string' ? parseDate(to) : null;
  return start === null || end === null || compareCalendarDates(start, end) <= 0;
};

const hasRole = (role: string, message: string) =>
  v.object({
    partyRoles: v.pipe(
      v.array(v.string()),
      v.check((roles) => roles.includes(role), message),
    ),
  });

/** The sale's price, the gift's value: stated on every subject (0 is stated: free of charge). */
const everySubjectPriced = (message: string) =>
  v.object({
    subjectPrices: v.pipe(
      v.array(v.nullable(v.number())),
      v.check((prices) => prices.length > 0 && prices.every((price) => price !== null), message),
    ),
  });

/** The contract fields of 9 and 11680 (src-domain/acts/act-extras.ts `ContractExtrasSchema`): `key` required, the term's dates in order. */
const contractTerms = (key: 'loanSumTiyin' | 'purpose', schema: v.GenericSchema) =>
  v.object({
    extras: v.pipe(
      v.looseObject({ [key]: schema, termFrom: v.optional(v.unknown()), termTo: v.optional(v.unknown()) }, MISSING),
      v.forward(
        v.check((extras) => orderedDates(extras.termFrom, extras.termTo), 'error_period_order'),
        ['termTo'],
      ),
    ),
  });

/**
 * Each step's own requirements (spec §4 "Wizards by act type id", §3 travel of a minor),
 * checked by the form before "next" and again by the server when the step is left. The §5
 * rules a step's data reaches run as blocking rules at the step's stage (below).
 */
export const WIZARD_STEP_SCHEMAS: Readonly<Partial<Record<WizardStepId, v.GenericSchema>>> = {
  children: hasRole('child', 'error_wizard_children_required'),
  countries: v.object({
    extras: v.pipe(
      v.object(
        {
          departureCountryId: v.number('error_required'),
          allCountries: v.optional(v.boolean()),
          destinationCountryIds: v.optional(v.array(v.number())),
        },
        MISSING,
      ),
      v.forward(
        v.check((extras) => extras.allCountries === true || (extras.destinationCountryIds ?? []).length > 0, 'error_wizard_destination_required'),
        ['destinationCountryIds'],
      ),
    ),
  }),
  trip: v.object({
    extras: v.pipe(
      v.object({ purpose: requiredText, dateFrom: DateTextSchema, dateTo: DateTextSchema }, MISSING),
      v.forward(
        v.check((extras) => orderedDates(extras.dateFrom, extras.dateTo), 'error_period_order'),
        ['dateTo'],
      ),
    ),
  }),
  property: v.object({
    subjectKinds: v.pipe(
      v.array(v.string()),
      v.check((kinds) => kinds.includes('real_estate'), 'error_wizard_property_required'),
    ),
  }),
  registrant: hasRole('registrant', 'error_wizard_registrant_required'),
  vehicle: v.object({
    subjectKinds: v.pipe(
      v.array(v.string()),
      v.check((kinds) => kinds.includes('vehicle'), 'error_wizard_vehicle_required'),
      v.check((kinds) => kinds.filter((kind) => kind === 'vehicle').length === 1, 'error_wizard_one_vehicle'),
    ),
  }),
  price: everySubjectPriced('error_wizard_price_required'),
  value: everySubjectPriced('error_wizard_value_required'),
  buyer: hasRole('buyer', 'error_wizard_buyer_required'),
  // 15003: the registry's spouse and the phone they are reached at (spec §4, §5 phone mask).
  spouse: v.object({
    partyRoles: v.pipe(
      v.array(v.string()),
      v.check((roles) => roles.includes('spouse'), 'error_wizard_spouse_required'),
    ),
    extras: v.object({ spousePhone: v.optional(PhoneSchema, '') }, MISSING),
  }),
  // 15003: what the consent is for and the ways it may be disposed of, at least one (spec §3, §4).
  consent_subject: v.object({
    subjectKinds: v.pipe(
      v.array(v.string()),
      v.check((kinds) => kinds.length > 0, 'error_wizard_subject_required'),
    ),
    extras: v.object(
      {
        consentTypes: v.optional(
          v.pipe(
            v.array(v.string()),
            v.check((types) => types.length > 0, 'error_wizard_consent_types_required'),
          ),
          [],
        ),
      },
      MISSING,
    ),
  }),
  donee: hasRole('donee', 'error_wizard_donee_required'),
  residence_term: v.object({
    extras: v.pipe(
      v.object({ termFrom: DateTextSchema, termTo: v.optional(v.union([v.literal(''), DateTextSchema])) }, MISSING),
      v.forward(
        v.check((extras) => orderedDates(extras.termFrom, extras.termTo), 'error_period_order'),
        ['termTo'],
      ),
    ),
  }),
  attorneys: hasRole('attorney', 'error_wizard_attorney_required'),
  /**
   * The rights granted (at least one) and the validity: an end date is required, because §5
   * measures a sub-delegation's term against its base's. What the type may not grant and whether
   * the base allows passing on are §5 blocking rules, checked by the server (stage proxy_powers).
   */
  powers: v.object({
    extras: v.pipe(
      v.object(
        {
          rights: v.pipe(v.optional(v.array(v.string()), []), v.minLength(1, 'error_wizard_rights_required')),
          validFrom: v.optional(v.union([v.literal(''), DateTextSchema])),
          validUntil: DateTextSchema,
        },
        MISSING,
      ),
      v.forward(
        v.check((extras) => orderedDates(extras.validFrom, extras.validUntil), 'error_period_order'),
        ['validUntil'],
      ),
    ),
  }),
  // 12047: the case number; that it is an open case of the registry the server checks on leaving.
  inheritance_case: v.object({ extras: v.object({ caseNumber: requiredText }, MISSING) }),
  // 12047: how the heir renounces; named beneficiaries exactly when "in favour of" (decision 0048).
  renunciation_favour: v.pipe(
    v.object({ extras: v.object({ renunciation: v.picklist(RENUNCIATION_KINDS, MISSING) }, MISSING), partyRoles: v.array(v.string()) }),
    v.forward(
      v.check(({ extras, partyRoles }) => extras.renunciation !== 'in_favour' || partyRoles.includes('beneficiary'), 'error_wizard_beneficiary_required'),
      ['partyRoles'],
    ),
    v.forward(
      v.check(
        ({ extras, partyRoles }) => extras.renunciation !== 'unconditional' || !partyRoles.includes('beneficiary'),
        'error_wizard_beneficiary_unexpected',
      ),
      ['partyRoles'],
    ),
  ),
  // 11962: the document, its pages and two different languages from the list (§3 translation languages; decision 0048).
  translation_document: v.object({
    extras: v.pipe(
      v.object(
        {
          documentName: requiredText,
          pageCount: v.pipe(v.number('error_required'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value')),
          fromLanguage: v.picklist(TRANSLATION_LANGUAGES, 'error_required'),
          toLanguage: v.picklist(TRANSLATION_LANGUAGES, 'error_required'),
        },
        MISSING,
      ),
      v.forward(
        v.check((extras) => extras.fromLanguage !== extras.toLanguage, 'error_wizard_same_language'),
        ['toLanguage'],
      ),
    ),
  }),
  translator: hasRole('translator', 'error_wizard_translator_required'),
  // 9: what is pledged, the pledgor's own vehicle or real estate (§4 "9 … enter data"; §3 pledge).
  pledge_property: v.object({
    subjectKinds: v.pipe(
      v.array(v.string()),
      v.check((kinds) => kinds.some((kind) => kind === 'vehicle' || kind === 'real_estate'), 'error_wizard_pledge_property_required'),
    ),
  }),
  // 9: the obligation secured (§3 credit: contract number, date, sum, percent, term, purpose): its sum at least.
  obligation: contractTerms(
    'loanSumTiyin',
    v.pipe(v.number('error_required'), v.integer('error_invalid_value'), v.minValue(1, 'error_wizard_secured_sum_required')),
  ),
  pledgee: hasRole('pledgee', 'error_wizard_pledgee_required'),
  // 11680: the same fields; what the contract is about at least, since it need not name a sum.
  contract_terms: contractTerms('purpose', requiredText),
  // The applicant of 11680 is a "party" too (src-domain/acts/party-roles.ts): the other side makes a second one.
  counterparty: v.object({
    partyRoles: v.pipe(
      v.array(v.string()),
      v.check((roles) => roles.filter((role) => role === 'party').length >= 2, 'error_wizard_counterparty_required'),
    ),
  }),
};

const LIST_PATHS: Readonly<Record<string, string>> = { partyRoles: 'parties', subjectKinds: 'subjects', subjectPrices: 'price' };

/** The problems of `step` in `facts`, each path once, first problem first. */
export function wizardStepIssues(step: WizardStepId, facts: WizardFacts): WizardIssue[] {
  const schema = WIZARD_STEP_SCHEMAS[step];
  if (!schema) return [];
  const result = v.safeParse(schema, facts);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: WizardIssue[] = [];
  for (const found of result.issues) {
    const dotted = v.getDotPath(found) ?? '';
    const path = LIST_PATHS[dotted] ?? dotted;
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: found.message });
  }
  return issues;
}

/**
 * The blocking stage a step's §5 rules run at when it is left (src-domain/acts/blocking): the
 * travel companion step is where the 15+ independent-travel choice appears (§5, §9); the vehicle
 * step is where the car's bans and fines and the seller's enforcement debt stop a sale ("blocks
 * continuing"); the co-owners step is where every co-owner must have joined as a seller (a giver
 * in a gift: the vehicle and co-owners steps are shared by the sale 1 and the gift 4); the
 * powers step of a power of attorney is where its rights and a sub-delegation's base appear.
 */
export const WIZARD_STEP_BLOCKING: Readonly<Partial<Record<WizardStepId, BlockingStage>>> = {
  companion: 'travel_companion',
  vehicle: 'vehicle_chosen',
  co_owners: 'co_owners',
  powers: 'proxy_powers',
  // 9: a pledged car's bans and fines and the pledgor's enforcement debt stop the pledge as they stop a sale (§5 "blocks continuing").
  pledge_property: 'vehicle_chosen',
};
