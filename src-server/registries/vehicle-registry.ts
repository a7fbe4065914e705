import type { VehicleRestrictionKind, VehicleRestrictionState } from '../db/tables/property.ts';

/** The traffic-safety vehicle database (spec §3 Vehicle, §5 restrictions and shared ownership). */
export interface VehicleRecord {
  id: number;
  stateNumber: string;
  techPassport: { series: string; number: string; issuedBy: string; date: string };
  make: string;
  model: string;
  year: number;
  colour: string;
  engineNumber: string;
  bodyNumber: string;
  chassisNumber: string | null;
  horsepower: number;
  originCountryId: number;
  ownerPin: string | null;
  ownerInn: string | null;
  regionId: number;
  valuationTiyin: number;
}

export interface VehicleOwner {
  pin: string;
  share: { numerator: number; denominator: number };
}

export interface VehicleRestriction {
  id: number;
  kind: VehicleRestrictionKind;
  state: VehicleRestrictionState;
  amountTiyin: number | null;
  reason: string;
  issuedBy: string;
  documentNumber: string;
  documentDate: string;
  startDate: string;
  endDate: string | null;
}

export interface VehicleRegistry {
  findById(vehicleId: number): Promise<VehicleRecord | undefined>;
  findByTechPassport(series: string, number: string): Promise<VehicleRecord | undefined>;
  findByStateNumber(stateNumber: string): Promise<VehicleRecord | undefined>;
  /** Vehicles a person owns alone or with others. */
  vehiclesOf(pin: string): Promise<VehicleRecord[]>;
  /** Every owner with their share; more than one means shared ownership (spec §5). */
  owners(vehicleId: number): Promise<VehicleOwner[]>;
  /** Bans, arrests and fines; `activeOnly` keeps those that still block a deal (spec §5). */
  restrictions(vehicleId: number, options?: { activeOnly?: boolean }): Promise<VehicleRestriction[]>;
}
