import type { RealEstateKind } from '../db/tables/property.ts';

/** The real-estate cadastre (spec §3 Real estate; cadastre numbers like 11:14:04:01:01:1630). */
export interface RealEstateRecord {
  id: number;
  cadastreNumber: string;
  kind: RealEstateKind;
  objectName: string;
  regionId: number;
  districtId: number;
  address: string;
  street: string;
  house: string;
  flat: string | null;
  block: string | null;
  totalArea: number;
  livingArea: number | null;
  rooms: number | null;
  otherRooms: number | null;
  priceTiyin: number;
  inventoryPriceTiyin: number;
  owners: { pin: string; share: { numerator: number; denominator: number }; basis: string; registryNumber: string; registryDate: string }[];
}

export interface Cadastre {
  findById(realEstateId: number): Promise<RealEstateRecord | undefined>;
  findByCadastreNumber(cadastreNumber: string): Promise<RealEstateRecord | undefined>;
  propertiesOf(pin: string): Promise<RealEstateRecord[]>;
}
