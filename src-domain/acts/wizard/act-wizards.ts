import * as v from 'valibot';
import type { ActTypeId } from '../act-types.ts';

/**
 * The per-type wizards of spec §2 screen 16 and §4 "Wizards by act type id": each type's steps
 * in order. Step 0 is the general info that creates the act; every later step edits the draft
 * through the act routes, and the server keeps the step reached with the act so a refresh, "my
 * acts" or the other channel resumes there (docs/decisions/0041-act-wizard-frame.md). Every type
 * has one; a simplified act (§2 screen 12) is created by the general info alone.
 */
export const WIZARD_STEP_IDS = [
  'general',
  'children',
  'countries',
  'trip',
  'companion',
  'property',
  'registrant',
  'residence_term',
  'vehicle',
  'price',
  'buyer',
  'co_owners',
  'review',
  // Spouse consent 15003 (docs/decisions/0046-spouse-consent-and-accompanying-wizards.md).
  'spouse',
  'consent_subject',
  'attorneys',
  'powers',
  'donee',
  'value',
  // Inheritance renunciation 12047 (docs/decisions/0048-translation-and-inheritance-wizards.md).
  'inheritance_case',
  // Inheritance renunciation 12047: unconditional or in whose favour (decision 0048).
  'renunciation_favour',
  // Translation certification 11962 (decision 0048).
  'translation_document',
  'translator',
  // Pledge 9 and the other contract 11680 (docs/decisions/0049-pledge-and-other-contract-wizards.md).
  'pledge_property',
  'obligation',
  'pledgee',
  'contract_terms',
  'counterparty',
] as const;
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

export const ACT_WIZARDS: Readonly<Record<ActTypeId, readonly WizardStepId[]>> = {
  /**
   * §4 "1 and 4: select vehicle (and sale price for a sale), add buyer or donee": the seller's own
   * vehicle from the traffic-safety database, its price and payment terms (§3 common subject
   * fields), the buyer, the registry's co-owners (§5 "co-owners must be added as sellers"), a review.
   */
  1: ['general', 'vehicle', 'price', 'buyer', 'co_owners', 'review'],
  /**
   * §4 "1 and 4: select vehicle …, add buyer or donee": the giver's own vehicle, its value (no
   * sale price, but §9 reckons the gift's duty on it), the donee, the registry's co-owners as
   * co-givers (§5 "co-owners must be added as sellers or givers"), a review
   * (docs/decisions/0047-vehicle-gift-wizard.md).
   */
  4: ['general', 'vehicle', 'value', 'donee', 'co_owners', 'review'],
  /** §4 "15034: choose children, countries, purpose and dates, then the accompanying person". */
  15034: ['general', 'children', 'countries', 'trip', 'companion'],
  /** §5 "11944 covers only consent by the property owner": the owner's property, who is registered, for how long. */
  11944: ['general', 'property', 'registrant', 'residence_term'],
  /** §4 "15003: choose spouse and phone, then subject with consent types (multiple allowed)". */
  15003: ['general', 'spouse', 'consent_subject', 'review'],
  /** §4 "15035: children by personal id, then countries": the applicant's own minor children by pin (decision 0046). */
  15035: ['general', 'children', 'countries', 'review'],
  /**
   * §4 "Powers of attorney: add attorneys, then vehicle or property and term": the attorneys, the
   * principal's own vehicle (101) or real estate (105) from the registries, the rights granted
   * with their §5 limits, delegation, a sub-delegation's base and the validity, then a review.
   * A general power of attorney (11651) names no object.
   */
  101: ['general', 'attorneys', 'vehicle', 'powers', 'review'],
  105: ['general', 'attorneys', 'property', 'powers', 'review'],
  11651: ['general', 'attorneys', 'powers', 'review'],
  /**
   * §4 names no steps for 12047; §3 links it to the inheritance case: the case found in the
   * inheritance-case registry by its number (the public search's data, nothing more), in whose
   * favour (nobody named, or named people as parties), then a review
   * (docs/decisions/0048-translation-and-inheritance-wizards.md).
   */
  12047: ['general', 'inheritance_case', 'renunciation_favour', 'review'],
  /**
   * §4 names no steps for 11962: the document (its name, page count, the languages from and to,
   * chosen from a list), the translator (§3 party roles), then a review (decision 0048).
   */
  11962: ['general', 'translation_document', 'translator', 'review'],
  /**
   * §4 "9 and 11680: enter data, choose notary …": the pledgor's own vehicle or real estate from
   * the registries, the obligation it secures (§3 credit, loan, pledge fields), the pledgee, then
   * a review (docs/decisions/0049-pledge-and-other-contract-wizards.md).
   */
  9: ['general', 'pledge_property', 'obligation', 'pledgee', 'review'],
  /** §4 "9 and 11680: enter data …": the contract's terms (the pledge's fields), the other side, then a review (decision 0049). */
  11680: ['general', 'contract_terms', 'counterparty', 'review'],
};

export function wizardOf(type: ActTypeId): readonly WizardStepId[] {
  return ACT_WIZARDS[type];
}

/**
 * The step a body may ask for: 0 (back to the general info) … the number of steps; one past the
 * last finishes the wizard (the act then opens as details). A new act starts at 1.
 */
export const WizardStepIndexSchema = v.pipe(
  v.number('error_invalid_value'),
  v.integer('error_invalid_value'),
  v.minValue(0, 'error_invalid_value'),
  v.maxValue(20, 'error_invalid_value'),
);

/** What a move from step `from` to `to` means for a wizard of `count` steps. */
export type WizardMove = { kind: 'back' | 'stay' } | { kind: 'forward'; leaving: number } | { kind: 'finish'; leaving: number } | { kind: 'skip' };

/**
 * Forward moves go one step at a time, so every step's own rules are checked when it is left;
 * back moves are free. Finishing is the move past the last step.
 */
export function wizardMove(from: number, to: number, count: number): WizardMove {
  if (to < from) return { kind: 'back' };
  if (to === from) return { kind: 'stay' };
  if (to !== from + 1 || to > count) return { kind: 'skip' };
  return to === count ? { kind: 'finish', leaving: from } : { kind: 'forward', leaving: from };
}
