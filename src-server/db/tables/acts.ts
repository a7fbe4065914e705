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
}

export interface ActPartiesTable {
  id: Generated<number>;
  act_id: number;
  pin: string;
  role: string;
  /** null awaiting confirmation, then accepted or declined (spec §3 Party status). */
  status: 'accepted' | 'declined' | null;
  created_at: string;
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
