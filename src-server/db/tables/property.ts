import type { Generated } from 'kysely';

/** The traffic-safety vehicle database. */
export interface VehiclesTable {
  id: Generated<number>;
  state_number: string;
  tech_passport_series: string;
  tech_passport_number: string;
  tech_passport_issued_by: string;
  tech_passport_date: string;
  make: string;
  model: string;
  year: number;
  colour: string;
  engine_number: string;
  body_number: string;
  chassis_number: string | null;
  horsepower: number;
  origin_country_id: number;
  owner_pin: string | null;
  owner_inn: string | null;
  region_id: number;
  valuation_tiyin: number;
}

/** Every owner of a vehicle with their share; more than one row means shared ownership. */
export interface VehicleOwnersTable {
  vehicle_id: number;
  pin: string;
  share_numerator: number;
  share_denominator: number;
}

export type VehicleRestrictionKind = 'ban' | 'arrest' | 'fine';
export type VehicleRestrictionState = 'active' | 'lifted' | 'paid';

export interface VehicleRestrictionsTable {
  id: Generated<number>;
  vehicle_id: number;
  kind: VehicleRestrictionKind;
  state: VehicleRestrictionState;
  amount_tiyin: number | null;
  reason: string;
  issued_by: string;
  document_number: string;
  document_date: string;
  start_date: string;
  end_date: string | null;
}

export type RealEstateKind = 'apartment' | 'house' | 'land' | 'non_residential';

/** The real-estate cadastre. */
export interface RealEstateTable {
  id: Generated<number>;
  cadastre_number: string;
  kind: RealEstateKind;
  object_name: string;
  region_id: number;
  district_id: number;
  street: string;
  house: string;
  flat: string | null;
  block: string | null;
  address: string;
  total_area: number;
  living_area: number | null;
  rooms: number | null;
  other_rooms: number | null;
  price_tiyin: number;
  inventory_price_tiyin: number;
}

export interface RealEstateOwnersTable {
  real_estate_id: number;
  pin: string;
  share_numerator: number;
  share_denominator: number;
  basis: string;
  registry_number: string;
  registry_date: string;
}

/** The enforcement bureau's debts (spec §5: an open debt blocks continuing). */
export interface EnforcementDebtsTable {
  id: Generated<number>;
  pin: string;
  case_number: string;
  creditor: string;
  amount_tiyin: number;
  paid_tiyin: number;
  state: 'open' | 'paid';
  opened_at: string;
  bureau: string;
}

/** Property bans registered by notaries and courts (spec §3 Ban, public ban check). */
export interface BansTable {
  id: Generated<number>;
  object_kind: 'real_estate' | 'vehicle' | 'agri_machinery';
  real_estate_id: number | null;
  vehicle_id: number | null;
  object_ref: string;
  owner_pin: string | null;
  state: 'active' | 'lifted';
  ban_type: string;
  start_date: string;
  document_date: string;
  document_number: string;
  official_name: string;
  organisation: string;
  lifted_at: string | null;
}
