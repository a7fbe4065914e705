import { regTypeOf } from '../../src-domain/acts/act-types.ts';
import type { ActInvoice, ActParty, ActSubject } from '../../src-domain/http/routes/acts.ts';
import { readPartyDetails } from '../../src-domain/acts/editor/party-details.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { InvoiceRow, PartyRow, SubjectRow } from './act-rows.ts';

/** Row → wire shapes of src-domain/http/routes/acts.ts (the stored names stay server-side). */

export function personName(person: Pick<PersonsTable, 'surname' | 'first_name' | 'patronymic'>): string {
  return `${person.surname} ${person.first_name} ${person.patronymic}`.trim();
}

/** A JSON object column; anything else (a hand-edited row) reads as empty rather than failing the act. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function jsonIdList(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

type SnapshotValue = ActSubject['data'][string];

function snapshotValue(value: unknown): SnapshotValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return undefined;
}

export function partyToWire(row: PartyRow, applicantPin: string, applicantPartyId: number | null): ActParty {
  const data = jsonObject(row.data_json);
  return {
    id: row.id,
    kind: row.kind,
    pin: row.pin,
    inn: row.inn,
    fullName: row.full_name ?? row.pin,
    role: row.role,
    status: row.status,
    isApplicant: row.id === applicantPartyId && row.pin === applicantPin,
    phone: row.phone,
    docType: row.doc_type,
    docNumber: row.doc_number,
    docSeries: typeof data.docSeries === 'string' ? data.docSeries : null,
    docDate: row.doc_date,
    docIssuer: row.doc_issuer,
    regAddress: row.reg_address,
    actAddress: row.act_address,
    representativePin: row.representative_pin,
    participationType: regTypeOf(row.participation_type),
    isPayer: row.is_payer === 1,
    interpreter: row.interpreter,
    relationship: row.relationship,
    details: readPartyDetails(data.details),
    hiddenDetails: [],
    invited: row.invite_token !== null,
    smsSent: row.sms_sent === 1,
    decidedAt: row.decided_at,
  };
}

export function subjectToWire(row: SubjectRow): ActSubject {
  const data: Record<string, SnapshotValue> = {};
  for (const [key, value] of Object.entries(jsonObject(row.data_json))) {
    const wire = snapshotValue(value);
    if (wire !== undefined) data[key] = wire;
  }
  return {
    id: row.id,
    kind: row.kind,
    vehicleId: row.vehicle_id,
    realEstateId: row.real_estate_id,
    stateNumber: row.state_number,
    cadastreNumber: row.cadastre_number,
    description: row.description,
    priceTiyin: row.price_tiyin,
    data,
  };
}

export function invoiceToWire(row: InvoiceRow): ActInvoice {
  return {
    id: row.id,
    number: row.number,
    payerPartyId: row.payer_party_id,
    payerName: row.payer_name,
    purpose: row.purpose,
    amountTiyin: row.amount_tiyin,
    discountPercent: row.discount_percent,
    state: row.state,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}
