import { isActTypeId } from '../../../src-domain/acts/act-types.ts';
import type { InvoiceParty } from '../../../src-domain/acts/invoices/invoice-parties.ts';
import type { ActInvoiceFacts } from '../../../src-domain/acts/invoices/plan-act-invoices.ts';
import type { FeeRate } from '../../../src-domain/fees/fee-rate.ts';
import type { Db } from '../../db/database.ts';
import { baseCalculationValue } from '../../repositories/catalogue-base-value.ts';
import { findServiceRate } from '../../repositories/catalogue-fee.ts';
import { applicantPartyId } from '../act-details.ts';
import type { ActRow } from '../act-rows.ts';

/** The state duty rate of the act: its catalogue service, else the first service of its type. */
async function dutyRate(db: Db, act: ActRow): Promise<FeeRate | null> {
  let serviceId = act.catalogue_service_id;
  if (serviceId === null) {
    const row = await db.selectFrom('catalogue_services').select('id').where('act_type_id', '=', act.act_type_id).orderBy('id').executeTakeFirst();
    serviceId = row?.id ?? null;
  }
  if (serviceId === null) return null;
  return (await findServiceRate(db, serviceId))?.fee ?? null;
}

/**
 * What the invoice rule (src-domain/acts/invoices/plan-act-invoices.ts) reads of an act, from the
 * database (`db` may be the issuing transaction): type, free flag, duty rate, BCV, sum, subject
 * prices and the parties with their payer flags and declared relationships. Null for a legacy
 * act type outside the wizard list, which is never invoiced online.
 */
export async function loadInvoiceFacts(db: Db, act: ActRow): Promise<ActInvoiceFacts | null> {
  if (!isActTypeId(act.act_type_id)) return null;
  const [rate, bcvTiyin, subjects, parties] = await Promise.all([
    dutyRate(db, act),
    baseCalculationValue(db),
    db.selectFrom('act_subjects').select('price_tiyin').where('act_id', '=', act.id).orderBy('id').execute(),
    db.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).orderBy('id').execute(),
  ]);
  const applicantRow = applicantPartyId(parties, act.applicant_pin);
  const invoiceParties: InvoiceParty[] = parties.map((party) => ({
    id: party.id,
    role: party.role,
    isApplicant: party.id === applicantRow,
    isPayer: party.is_payer === 1,
    relationship: party.relationship,
    fullName: party.full_name ?? party.pin,
    status: party.status,
  }));
  return {
    actTypeId: act.act_type_id,
    freeOfCharge: act.free_of_charge === 1,
    dutyRate: rate,
    bcvTiyin,
    sumTiyin: act.sum_tiyin,
    subjects: subjects.map((subject) => ({ priceTiyin: subject.price_tiyin })),
    parties: invoiceParties,
  };
}
