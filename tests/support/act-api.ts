import { expect, type Page } from '@playwright/test';
import { actActionsPath, actPartiesPath, actPath, ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { actInvoicesPath } from '../../src-domain/http/routes/acts-invoices.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { apiAs } from './video-call.ts';

/**
 * Acts put at the step a test is about through the real API, each call made by the person whose
 * move it is with their own session (tests/support/seeded-session.ts): the walk through the UI
 * is acts-journey.camera.spec.ts's, the wizards' steps their own specs'. docs/testing.md.
 */

async function ok(page: Page, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<ActDetails> {
  const answer = await apiAs<ActDetails>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json;
}

export interface InPersonCast {
  /** The applicant's page, signed in. */
  applicant: Page;
  /** The other side, signed in: accepts the invitation. */
  party: { page: Page; key: DemoKey };
  /** The notary #1 (Gulnora), signed in: needed from step 3 on. */
  notary?: Page;
}

/** The steps an act in person reaches through the API alone (step 8 asks for a payment at the provider's checkout). */
export type ApiStep = 1 | 2 | 3 | 4 | 5;

/**
 * An other contract (11680, registered in person) by the applicant with the notary #1, through
 * its wizard (what it is about, the other side), the party accepting, then walked to `step`
 * (spec §4): 2 sent to the notary, 3 checked, 4 confirmed, 5 invoiced with the invoices the fee
 * rule proposes (a service fee: src-domain/acts/invoices/), unpaid.
 */
export async function inPersonActAtStep(cast: InPersonCast, step: ApiStep): Promise<ActDetails> {
  const { applicant, party } = cast;
  let act = await ok(applicant, 'POST', ACTS_PATH, {
    actTypeId: 11680,
    regtype: 1,
    language: 'oz',
    clientPhone: '901234567',
    notaryChoice: 'manual',
    notaryId: 1,
    wizardStep: 1,
  });
  const wizardStep = async (to: number, extras?: Record<string, unknown>) => {
    act = await ok(applicant, 'PATCH', actPath(act.uuid), { wizardStep: to, ...(extras ? { extras } : {}), version: act.version });
  };
  await wizardStep(2, { purpose: 'Shartnoma (e2e)' });
  const person = DEMO_CAST[party.key];
  act = await ok(applicant, 'POST', actPartiesPath(act.uuid), {
    kind: 'individual',
    pin: person.pin,
    docType: person.documentTypeId,
    docSeries: person.passportSeries,
    docNumber: person.passportNumber,
    role: 'party',
    participationType: 1,
    version: act.version,
  });
  await wizardStep(3);
  await wizardStep(4);
  expect(act.wizardStep).toBeNull();
  const action = async (page: Page | undefined, body: Record<string, unknown>) => {
    if (!page) throw new Error(`${String(body.action)}: the cast has no notary`);
    act = await ok(page, 'POST', actActionsPath(act.uuid), { version: act.version, ...body });
  };
  await action(party.page, { action: 'accept_invitation' });
  if (step >= 2) await action(applicant, { action: 'send_to_notary' });
  if (step >= 3) await action(cast.notary, { action: 'accept_check' });
  if (step >= 4) await action(applicant, { action: 'confirm' });
  if (step >= 5) {
    if (!cast.notary) throw new Error('issuing invoices: the cast has no notary');
    act = await ok(cast.notary, 'POST', actInvoicesPath(act.uuid), { version: act.version });
  }
  expect(act).toMatchObject({ step, regtypeId: 1 });
  return act;
}
