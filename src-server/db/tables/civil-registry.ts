import type { Generated } from 'kysely';

/** The civil registry as the state keeps it: one row per citizen, keyed by pin. */
export interface PersonsTable {
  pin: string;
  surname: string;
  first_name: string;
  patronymic: string;
  gender: 'male' | 'female';
  birth_date: string;
  /** Set when the registry recorded the death (spec §5: blocks the next step). */
  death_date: string | null;
  birth_place: string;
  birth_country_id: number;
  citizenship_country_id: number;
  nationality: string;
  document_type_id: number;
  passport_series: string;
  passport_number: string;
  passport_issue_date: string;
  passport_expiry_date: string;
  passport_issued_by: string;
  inn: string | null;
  region_id: number;
  district_id: number;
  registered_address: string;
  actual_address: string;
  phone: string | null;
  email: string | null;
  /** Present when the birth certificate is in the registry archive (spec §5, travel consent). */
  birth_certificate_number: string | null;
}

export type FamilyRelation = 'spouse' | 'child' | 'parent';

/** Directed: a spouse link is stored both ways, a child link as child + parent rows. */
export interface FamilyLinksTable {
  id: Generated<number>;
  pin: string;
  relative_pin: string;
  relation: FamilyRelation;
  since: string | null;
}

/** The registry's photo of a person (migration 0014): what the live face is compared with. */
export interface RegistryPhotosTable {
  pin: string;
  jpeg: Uint8Array;
}

export interface LegalEntitiesTable {
  inn: string;
  name: string;
  director_pin: string;
  region_id: number;
  district_id: number;
  address: string;
  registered_at: string;
}
