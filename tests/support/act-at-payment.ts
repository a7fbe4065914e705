import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { actInvoicesPath } from '../../src-domain/http/routes/acts-invoices.ts';
import { actActionsPath, actPartiesPath, actPath, ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { apiAs } from './video-call.ts';

async function ok<T>(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const answer = await apiAs<T>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A translation certification (11962) of Aziz's with notary Gulnora, walked through the real API
 * by the two of them to the payment step (spec §4 step 7) with its invoices issued: for tests
 * whose subject is paying, not preparing. Both pages must be signed in and on the portal's origin.
 * The visit is tomorrow at 10:00 Tashkent time.
 */
export async function translationAtPayment(aziz: Page, gulnora: Page): Promise<ActDetails> {
  let act = await ok<ActDetails>(aziz, 'POST', ACTS_PATH, {
    actTypeId: 11962,
    regtype: 1,
    language: 'oz',
    clientPhone: '901234567',
    notaryChoice: 'manual',
    notaryId: 1,
    wizardStep: 1,
  });
  const wizardStep = async (to: number, extras?: Record<string, unknown>) => {
    act = await ok<ActDetails>(aziz, 'PATCH', actPath(act.uuid), { wizardStep: to, ...(extras ? { extras } : {}), version: act.version });
  };
  await wizardStep(2, { documentName: 'Diplom', pageCount: 2, fromLanguage: 'en', toLanguage: 'uz' });
  const sherzod = DEMO_CAST.sherzod;
  act = await ok<ActDetails>(aziz, 'POST', actPartiesPath(act.uuid), {
    kind: 'individual',
    pin: sherzod.pin,
    docType: sherzod.documentTypeId,
    docSeries: sherzod.passportSeries,
    docNumber: sherzod.passportNumber,
    role: 'translator',
    version: act.version,
  });
  await wizardStep(3);
  await wizardStep(4);
  const step = async (page: Page, body: Record<string, unknown>) => {
    act = await ok<ActDetails>(page, 'POST', actActionsPath(act.uuid), { version: act.version, ...body });
  };
  await step(aziz, { action: 'send_to_notary', confirmed: true });
  await step(gulnora, { action: 'accept_check' });
  await step(aziz, { action: 'confirm' });
  act = await ok<ActDetails>(gulnora, 'POST', actInvoicesPath(act.uuid), { version: act.version });
  const visit = tashkentParts(new Date(Date.now() + 24 * 60 * 60_000));
  await step(gulnora, { action: 'set_time', visitDate: `${pad(visit.day)}.${pad(visit.month)}.${visit.year}`, visitTime: '10:00' });
  await step(aziz, { action: 'confirm_time' });
  expect(act).toMatchObject({ step: 7, state: 'draft' });
  expect(act.invoices.length).toBeGreaterThan(0);
  return act;
}
