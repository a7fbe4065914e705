import type { Relationship } from '../../fees/relationship.ts';
import type { CalendarDate } from '../../time/calendar-date.ts';
import type { ProxyRight } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import type { SubjectKind } from '../subject-kinds.ts';

/**
 * What an act says (its type, parties, subjects and the extras the rules read), gathered by
 * the server from the act tables. The blocking rules compare it with `RegistryFacts`: what the
 * state registries say about the same people and property (spec §5).
 */
export interface PartyFacts {
  readonly id: number;
  /** The individual, or the signer of a legal entity. */
  readonly pin: string;
  readonly role: string;
  readonly kind: 'individual' | 'legal';
  /** null awaiting the answer (spec §3); the applicant's own row is `accepted`. */
  readonly status: 'accepted' | 'declined' | 'exited' | null;
  readonly isApplicant: boolean;
  /** How this party is related to the applicant, as declared for a discount (src-domain/fees). */
  readonly relationship: Relationship | null;
}

export interface SubjectFacts {
  readonly id: number;
  readonly kind: SubjectKind;
  readonly vehicleId: number | null;
  readonly realEstateId: number | null;
  readonly stateNumber: string | null;
  readonly cadastreNumber: string | null;
}

export interface ActFacts {
  readonly id: number;
  readonly actTypeId: ActTypeId;
  readonly applicantPin: string;
  /** The legal entity the applicant represents, when any (owns vehicles by tax id). */
  readonly applicantInn: string | null;
  readonly parties: readonly PartyFacts[];
  readonly subjects: readonly SubjectFacts[];
  /** Powers of attorney 101, 105, 11651 (act-extras.ts ProxyExtrasSchema). */
  readonly proxy: {
    readonly rights: readonly ProxyRight[];
    readonly validUntil: CalendarDate | null;
    /** Set when this power of attorney is sub-delegated from a registered one (spec §5). */
    readonly baseProxyRegnum: string | null;
  };
  /** Travel of a minor 15034, 15035 (act-extras.ts TravelExtrasSchema). */
  readonly travel: {
    readonly independent: boolean;
    /** The first day of the trip; the rules use today when it is not filled yet. */
    readonly departureDate: CalendarDate | null;
  };
}

/** A person as the civil registry records them. */
export interface PersonRecordFacts {
  readonly birthDate: CalendarDate;
  readonly deceased: boolean;
  /** The birth certificate is in the registry archive (spec §5, travel consent). */
  readonly hasBirthRecord: boolean;
}

/** A directed family link of the civil registry (a spouse link is stored both ways). */
export interface FamilyEdge {
  readonly pin: string;
  readonly relativePin: string;
  readonly relation: 'spouse' | 'child' | 'parent';
}

export interface VehicleFacts {
  readonly stateNumber: string;
  /** Every owner; more than one means shared ownership (spec §5). */
  readonly ownerPins: readonly string[];
  readonly ownerInn: string | null;
  /** Bans, arrests and unpaid fines still in force in the traffic-safety database. */
  readonly activeRestrictions: readonly { readonly kind: 'ban' | 'arrest' | 'fine'; readonly amountTiyin: number | null }[];
}

export interface RealEstateFacts {
  readonly cadastreNumber: string;
  readonly ownerPins: readonly string[];
}

/** The registered power of attorney a sub-delegated one rests on (spec §5). */
export interface BaseProxyFacts {
  readonly regnum: string;
  readonly state: 'active' | 'revoked' | 'expired';
  readonly attorneyPin: string;
  /** The base power of attorney allows sub-delegation. */
  readonly delegation: boolean;
  readonly validUntil: CalendarDate;
}

/** Another unfinished act of the same type that may duplicate this one (spec §5). */
export interface OpenActFacts {
  readonly id: number;
  readonly uuid: string;
  readonly regsystemId: number;
  readonly actTypeId: number;
  readonly applicantPin: string;
  readonly vehicleIds: readonly number[];
  readonly realEstateIds: readonly number[];
  readonly parties: readonly { readonly pin: string; readonly role: string }[];
}

export interface RegistryFacts {
  /** Today in Tashkent: ages, terms in force. */
  readonly today: CalendarDate;
  /** By pin; a pin missing here is not in the civil registry. */
  readonly persons: Readonly<Record<string, PersonRecordFacts>>;
  /** What each pin still owes the enforcement bureau, in tiyin; missing means nothing. */
  readonly outstandingDebtTiyin: Readonly<Record<string, number>>;
  /** By vehicle id; a subject's vehicle missing here is not in the traffic-safety database. */
  readonly vehicles: Readonly<Record<number, VehicleFacts>>;
  /** By real-estate id; missing means not in the cadastre. */
  readonly realEstate: Readonly<Record<number, RealEstateFacts>>;
  /** The family links around the applicant, enough to find nephews (three links away). */
  readonly family: readonly FamilyEdge[];
  /** null when the act names no base power of attorney or the registry has none by that number. */
  readonly baseProxy: BaseProxyFacts | null;
  readonly openActs: readonly OpenActFacts[];
}
