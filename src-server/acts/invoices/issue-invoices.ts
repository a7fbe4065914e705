import { randomUUID } from 'node:crypto';
import { invoiceNumber } from '../../../src-domain/acts/invoices/invoice-number.ts';
import { invoicePayer } from '../../../src-domain/acts/invoices/invoice-parties.ts';
import { planActInvoices } from '../../../src-domain/acts/invoices/plan-act-invoices.ts';
import { applyAction } from '../../../src-domain/acts/lifecycle/apply-action.ts';
import { auditEntry } from '../../../src-domain/acts/lifecycle/audit-entry.ts';
import type { IssueInvoicesBody } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { currentYearInTashkent } from '../../../src-domain/time/tashkent.ts';
import type { Db } from '../../db/database.ts';
import type { InvoicePurpose } from '../../db/tables/acts.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { withActTransaction } from '../act-access.ts';
import { writeHistory } from '../act-audit.ts';
import { lifecycleAct } from '../act-lifecycle-facts.ts';
import { detailsAfter } from '../act-reload.ts';
import { lifecycleApiError } from '../lifecycle-error-code.ts';
import type { ActOutputServices } from '../invitations/invitation-deps.ts';
import { loadInvoiceFacts } from './invoice-facts.ts';

interface InvoiceLine {
  purpose: InvoicePurpose;
  amountTiyin: number;
  discountPercent: number | null;
  payerPartyId: number | null;
  payerName: string;
}

/** Inserts one invoice and gives it its printed number, which is made from its id. */
async function insertInvoice(trx: Db, actId: number, line: InvoiceLine, now: Date): Promise<void> {
  const { id } = await trx
    .insertInto('act_invoices')
    .values({
      act_id: actId,
      // Unique placeholder until the id is known; replaced before the transaction ends.
      number: `PENDING-${randomUUID()}`,
      payer_party_id: line.payerPartyId,
      payer_name: line.payerName,
      purpose: line.purpose,
      amount_tiyin: line.amountTiyin,
      discount_percent: line.discountPercent,
      state: 'issued',
      payment_id: null,
      created_at: now.toISOString(),
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('act_invoices')
    .set({ number: invoiceNumber(currentYearInTashkent(now), id) })
    .where('id', '=', id)
    .execute();
}

/**
 * `POST /api/acts/:uuid/invoices` (spec §4 "4: wait for the notary to issue invoices"; §6
 * "Notary: … issues invoices"): the state duty and service fee of the domain rule plus the
 * notary's extra lines, all billed to the act's payer, then the lifecycle's `issue_invoices`
 * (step 4 → 5, the act's notary only) and its history line, in one transaction. Unpaid invoices
 * of an earlier issue are cancelled, so an act never carries two sets.
 */
export async function issueInvoices(services: ActOutputServices, user: RequestUser, uuid: string, body: IssueInvoicesBody): Promise<ActDetails> {
  const now = services.now();
  return withActTransaction(
    services.db,
    uuid,
    user,
    async (trx, access) => {
      const { act } = access;
      const facts = await loadInvoiceFacts(trx, act);
      if (!facts) throw new ApiError('act_not_allowed');
      const planned = planActInvoices(facts);
      // Extra lines go to the act's payer, also on a free-of-charge act that has no planned line.
      const payer = invoicePayer(facts.parties);
      const billed = { payerPartyId: payer?.id ?? null, payerName: payer?.fullName ?? '' };
      const lines: InvoiceLine[] = [
        ...planned.map(({ purpose, amountTiyin, discountPercent, payerPartyId, payerName }) => ({
          purpose,
          amountTiyin,
          discountPercent,
          payerPartyId,
          payerName,
        })),
        ...body.extraLines.map((line) => ({ purpose: line.purpose, amountTiyin: line.amountTiyin, discountPercent: null, ...billed })),
      ];
      const paidBefore = await trx.selectFrom('act_invoices').select('state').where('act_id', '=', act.id).where('state', '=', 'paid').execute();
      const lifecycle = lifecycleAct(act, [...paidBefore, ...lines.map(() => ({ state: 'issued' }))]);
      if (!lifecycle) throw new ApiError('act_not_allowed');
      const result = applyAction(lifecycle, access.actor, 'issue_invoices', {}, now);
      if (!result.ok) throw lifecycleApiError(result.error, access.actor.role);

      await trx.updateTable('act_invoices').set({ state: 'cancelled' }).where('act_id', '=', act.id).where('state', '=', 'issued').execute();
      for (const line of lines) await insertInvoice(trx, act.id, line, now);
      await trx.updateTable('notarial_acts').set({ step: result.step, state: result.state }).where('id', '=', act.id).execute();
      await writeHistory(
        trx,
        act.id,
        auditEntry({ actorPin: access.pin, actorRole: access.actor.role, action: 'issue_invoices', from: lifecycle, to: result, input: {}, now }),
      );
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}
