/**
 * What stops an act (spec §5 blocking rules). Each rule returns issues with a code and the
 * params its spec §8 message needs; texts live in blocking-messages.ts so the server and the
 * UI say the same thing. Params are plain strings and numbers: they travel in the HTTP body.
 */
export const BLOCKING_CODES = [
  'person_deceased',
  'enforcement_debt',
  'vehicle_restricted',
  'duplicate_act',
  'co_owner_missing',
  'co_owner_not_confirmed',
  'co_owner_deceased',
  'subject_not_owned',
  'residence_not_owner',
  'residence_owner_only',
  'registry_data_missing',
  'child_or_spouse_missing',
  'child_birth_record_missing',
  'travel_companion_required',
  'travel_independent_under_age',
  'general_proxy_disposal_forbidden',
  'real_estate_proxy_right_forbidden',
  'base_proxy_not_found',
  'base_proxy_not_attorney',
  'base_proxy_no_delegation',
  'proxy_term_exceeds_base',
  'relationship_not_found',
] as const;
export type BlockingCode = (typeof BLOCKING_CODES)[number];

export type BlockingParams = Readonly<Record<string, string | number>>;

export interface BlockingIssue {
  readonly code: BlockingCode;
  readonly params: BlockingParams;
}

export function isBlockingCode(value: unknown): value is BlockingCode {
  return typeof value === 'string' && (BLOCKING_CODES as readonly string[]).includes(value);
}

/**
 * When the server checks (the act routes call `checkActBlocking` with one of these): adding a
 * party or a subject checks what that addition can break; leaving the travel wizard's companion
 * step checks who the child travels with, leaving the sale wizard's vehicle step (and the
 * pledge's property step) the car's restrictions and the seller's debt, leaving its co-owners step the co-owners,
 * leaving a power of attorney's powers step the rights granted and the sub-delegation
 * (src-domain/acts/wizard/wizard-step-rules.ts); sending
 * to the notary, confirming and registering check everything (registering also that co-owners
 * have accepted).
 */
export const BLOCKING_STAGES = [
  'add_party',
  'add_subject',
  'travel_companion',
  'vehicle_chosen',
  'co_owners',
  // Leaving a power of attorney's powers step: the §5 limits of its rights and its sub-delegation.
  'proxy_powers',
  'send',
  'confirm',
  'register',
] as const;
export type BlockingStage = (typeof BLOCKING_STAGES)[number];
