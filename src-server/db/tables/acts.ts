import type { Generated } from 'kysely';
import type { ActState } from '../../../src-domain/acts/act-states.ts';

/** A notarial act as the notary information system registers it (spec §3 Notarial act). */
export interface NotarialActsTable {
  id: Generated<number>;
  uuid: string;
  act_type_id: number;
  catalogue_service_id: number | null;
  /** Registry number and date, set at registration (step 9). */
  regnum: string | null;
  regdate: string | null;
  office_id: number | null;
  notary_id: number | null;
  state: ActState;
  step: number;
  regsystem_id: number;
  regtype_id: number;
  applicant_pin: string;
  applicant_inn: string | null;
  language: string;
  visit_date: string | null;
  visit_time: string | null;
  /**
   * Which visit the set time is (migration 0036): one more each time a time is set, so the video
   * room's evidence of one visit is not taken for another's (docs/video.md).
   */
  visit_number: Generated<number>;
  /**
   * When someone came to the current visit (migration 0039): the applicant's booking for the act
   * marked arrived on the visit day, or a party admitted to the video room. Such an act is no
   * no-show (docs/decisions/0059-no-show-at-the-set-time.md); a new time clears it.
   */
  visit_attended_at: Generated<string | null>;
  client_phone: string | null;
  free_of_charge: number;
  free_reason: string | null;
  remark: string | null;
  sum_tiyin: number | null;
  valid_until: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  /** 1: the simplified act of the "new simplified act" button (spec §2 screen 12). */
  simplified: Generated<number>;
  /** How the notary was chosen (spec §1): automatically or by the applicant. */
  notary_choice: NotaryChoice | null;
  /** JSON array of notary ids the applicant rejected; automatic choice skips them. */
  rejected_notary_ids: Generated<string>;
  /** JSON object of the act type's extras (spec §3 per-type extras; src-domain/acts/act-extras.ts). */
  extras_json: Generated<string>;
  /** The refusal, cancellation, stop or annulment reason shown to the applicant (spec §4). */
  reason: string | null;
  annulled_at: string | null;
  /** Optimistic concurrency: every mutation bumps it; a client sends the version it saw. */
  version: Generated<number>;
  /** The wizard step the applicant is at (src-domain/acts/wizard); null when no wizard is in progress. */
  wizard_step: Generated<number | null>;
}

export type NotaryChoice = 'auto' | 'manual';
export type PartyKind = 'individual' | 'legal';
export type ActPartyStatus = 'accepted' | 'declined' | 'exited' | null;

/**
 * One row each time an act of a person's, or their part in one, changed: written by triggers
 * (migration 0041), read for its newest id per person (src-server/acts/act-list-totals.ts).
 */
export interface PersonActChangesTable {
  id: Generated<number>;
  pin: string;
}

export interface ActPartiesTable {
  id: Generated<number>;
  act_id: number;
  pin: string;
  role: string;
  /** null awaiting confirmation, then accepted or declined, or exited later (spec §3, §4). */
  status: ActPartyStatus;
  created_at: string;
  kind: Generated<PartyKind>;
  /** The legal entity's tax id when `kind` is legal (`pin` is then its signer). */
  inn: string | null;
  /** Snapshot of the registry name when the party was added. */
  full_name: string | null;
  /** 9 digits, for the SMS invitation. */
  phone: string | null;
  doc_type: number | null;
  doc_number: string | null;
  /** ISO date. */
  doc_date: string | null;
  doc_issuer: string | null;
  reg_address: string | null;
  act_address: string | null;
  representative_pin: string | null;
  /** 1 meeting the notary, 2 video (spec §3 Party participation type). */
  participation_type: Generated<number>;
  is_payer: Generated<number>;
  interpreter: string | null;
  /** Degree of kinship to the buyer or principal (src-domain/fees/relationship.ts). */
  relationship: string | null;
  /** Random url-safe token of the invitation link (unique). */
  invite_token: string | null;
  sms_sent: Generated<number>;
  /** When the party accepted, declined or exited. */
  decided_at: string | null;
  /** JSON object of further party fields of spec §3 (consular, parents, proxy document…). */
  data_json: Generated<string>;
}

export type SubjectKind = 'vehicle' | 'real_estate' | 'other';

/** What an act is about (spec §3 Subjects), with a snapshot of the registry data when added. */
export interface ActSubjectsTable {
  id: Generated<number>;
  act_id: number;
  kind: SubjectKind;
  vehicle_id: number | null;
  real_estate_id: number | null;
  state_number: string | null;
  cadastre_number: string | null;
  description: string | null;
  price_tiyin: number | null;
  /** JSON: registry snapshot and the common subject fields of spec §3. */
  data_json: Generated<string>;
  created_at: string;
}

/** The notary's remarks when returning an act to preparation (spec §4 step 2). */
export interface ActRemarksTable {
  id: Generated<number>;
  act_id: number;
  author_pin: string;
  text: string;
  created_at: string;
  resolved_at: string | null;
}

/** The audit trail: one row per mutation, written in the mutation's transaction (spec §4). */
export interface ActHistoryTable {
  id: Generated<number>;
  act_id: number;
  /** null for the system scheduler (no-show). */
  actor_pin: string | null;
  actor_role: string;
  /** A lifecycle action or an edit (`edit_general`, `add_party`, …: src-domain/http/routes/acts.ts). */
  action: string;
  from_step: number;
  to_step: number;
  from_state: string;
  to_state: string;
  reason: string | null;
  created_at: string;
}

export type InvoicePurpose = 'state_duty' | 'service' | 'other';
export type InvoiceState = 'issued' | 'paid' | 'cancelled' | 'refunded';

/** Invoices the notary issues at step 4 (spec §3 Payment, §4 steps 4 and 7). */
export interface ActInvoicesTable {
  id: Generated<number>;
  act_id: number;
  /** Unique, e.g. INV-2026-000042. */
  number: string;
  payer_party_id: number | null;
  payer_name: string;
  purpose: InvoicePurpose;
  amount_tiyin: number;
  discount_percent: number | null;
  state: InvoiceState;
  /** A payment of the earlier payment adapter (seeded history); new payments set `payment_transaction_id`. */
  payment_id: number | null;
  created_at: string;
  paid_at: string | null;
  /** The provider transaction that paid it (docs/decisions/0032-payments-refunds-free-of-charge.md). */
  payment_transaction_id: Generated<number | null>;
}

/** The last registry number given per office and year (assigned at `register`, spec §4 step 9). */
export interface ActRegistryCountersTable {
  office_id: number;
  year: number;
  last_number: number;
}

/** The public registry of powers of attorney (spec: search_proxy). */
export interface ProxiesTable {
  id: Generated<number>;
  act_id: number | null;
  registry_number: string;
  registry_date: string;
  act_type_id: number;
  principal_pin: string;
  attorney_pin: string;
  notary_id: number;
  valid_from: string;
  valid_until: string;
  state: 'active' | 'revoked' | 'expired';
  subject: string;
  delegation: number;
}

/** Inheritance cases (spec §3; search_inheritcase). The deceased may predate the registry. */
export interface InheritanceCasesTable {
  id: Generated<number>;
  case_number: string;
  opened_at: string;
  deceased_pin: string | null;
  deceased_name: string;
  death_date: string;
  notary_id: number;
  state: 'open' | 'closed';
}
