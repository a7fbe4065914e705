import type { FamilyRelation } from '../db/tables/civil-registry.ts';

/**
 * The civil registry as the portal needs it (spec §5: identity by pin + document, deceased
 * persons, family links for spouse consent and minors' travel). The SQL implementation reads the
 * seeded tables; a deployment swaps in the state service behind the same interface.
 */
export interface CivilPerson {
  pin: string;
  surname: string;
  firstName: string;
  patronymic: string;
  gender: 'male' | 'female';
  birthDate: string;
  deathDate: string | null;
  birthPlace: string;
  birthCountryId: number;
  citizenshipCountryId: number;
  nationality: string;
  document: { typeId: number; series: string; number: string; issueDate: string; expiryDate: string; issuedBy: string };
  inn: string | null;
  regionId: number;
  districtId: number;
  registeredAddress: string;
  actualAddress: string;
  phone: string | null;
  email: string | null;
  birthCertificateNumber: string | null;
}

export interface IdentityDocument {
  pin: string;
  passportSeries: string;
  passportNumber: string;
}

/** The outcome of checking a typed identity against the registry (login pre-check, spec §4). */
export type IdentityCheck =
  | { status: 'verified'; person: CivilPerson }
  | { status: 'not_found' }
  | { status: 'document_mismatch' }
  | { status: 'document_expired'; person: CivilPerson }
  | { status: 'deceased'; person: CivilPerson };

export interface FamilyLink {
  relation: FamilyRelation;
  since: string | null;
  person: CivilPerson;
}

export interface CivilRegistry {
  findPerson(pin: string): Promise<CivilPerson | undefined>;
  /** `on` is the ISO date the document must still be valid on (Tashkent today). */
  verifyIdentity(identity: IdentityDocument, on: string): Promise<IdentityCheck>;
  familyLinks(pin: string): Promise<FamilyLink[]>;
  isDeceased(pin: string): Promise<boolean>;
  /**
   * The registry's photo of the person (JPEG), or null when it holds none: such a person cannot
   * log in by face and identifies at a notary office (docs/liveness.md, face match).
   */
  registryPhoto(pin: string): Promise<Uint8Array | null>;
}
