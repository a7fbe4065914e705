import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiErrorCode, formatApiError } from '../../../src-domain/http/error-codes.ts';
import {
  actSignatureFilePath,
  actSignaturesPath,
  actSigningDocumentFilePath,
  actSigningDocumentPath,
  actSigningPath,
  SIGNATURE_CONFIG_PATH,
  type SigningDocument,
  type SigningState,
} from '../../../src-domain/http/routes/act-signatures.ts';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { actPrintFormPath } from '../../../src-domain/http/routes/acts-documents.ts';
import { sealFromText } from '../../../src-domain/searches/act-seal.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { DEMO_CAST, type DemoKey } from '../../seed/demo-cast.ts';
import { createHttpCrlSource } from '../../signatures/pki/crl-source.ts';
import { SEED_MORNING } from '../../auth/login.test-support.ts';
import { payAllInvoices, seedInvoice } from '../../test-support/act-invoices.test-support.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { createTestCa, type TestIdentity } from '../../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../../test-support/pki/test-pkcs7.ts';

const DAY = 86_400_000;
const CLOCK = new Date(SEED_MORNING);
const WINDOW = { notBefore: new Date(CLOCK.getTime() - 30 * DAY), notAfter: new Date(CLOCK.getTime() + 365 * DAY) };

let t: ActTestApp;
const keys = {} as Record<'aziz' | 'malika' | 'gulnora' | 'expired' | 'revoked' | 'untrusted', TestIdentity>;

async function identity(ca: Awaited<ReturnType<typeof createTestCa>>, key: DemoKey, window = WINDOW): Promise<TestIdentity> {
  const person = DEMO_CAST[key];
  return ca.issue({ pin: person.pin, fullName: `${person.surname} ${person.firstName} ${person.patronymic}`.toUpperCase(), ...window });
}

beforeAll(async () => {
  const ca = await createTestCa('E-Notary Test CA', { notBefore: new Date(CLOCK.getTime() - 365 * DAY), notAfter: new Date(CLOCK.getTime() + 3650 * DAY) });
  const strangerCa = await createTestCa('Unknown CA', { notBefore: new Date(CLOCK.getTime() - 365 * DAY), notAfter: new Date(CLOCK.getTime() + 3650 * DAY) });
  keys.aziz = await identity(ca, 'aziz');
  keys.malika = await identity(ca, 'malika');
  keys.gulnora = await identity(ca, 'gulnora');
  keys.expired = await identity(ca, 'malika', { notBefore: new Date(CLOCK.getTime() - 400 * DAY), notAfter: new Date(CLOCK.getTime() - DAY) });
  keys.revoked = await identity(ca, 'malika');
  keys.untrusted = await identity(strangerCa, 'malika');
  const crl = await ca.crl([keys.revoked.serialHex], new Date(CLOCK.getTime() - 3_600_000));
  t = await createActTestApp({
    signatures: {
      verification: {
        trustedCas: [ca.certificateDer],
        revocation: 'crl',
        crlUrls: ['http://crl.test/ca.crl'],
        crlSource: createHttpCrlSource(['http://crl.test/ca.crl'], async () => crl),
        mode: 'local',
        siteHost: 'localhost',
      },
      agent: { agentUrl: 'ws://127.0.0.1:64646/service/cryptapi', apiKeys: ['localhost', 'KEY'] },
    },
  });
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Aziz sells his Cobalt to Malika with notary Gulnora, by video: paid, at step 8. */
async function saleByVideoAtRegistration(): Promise<ActDetails> {
  const [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
  let act = await createDraftAct(aziz, { regtype: 2, notaryChoice: 'manual', notaryId: 1 });
  act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', participationType: 2, version: act.version }));
  const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
  act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 14_500_000_000, version: act.version }));
  const step = async (who: ActClient, body: Record<string, unknown>) => {
    act = ok(await who.post(actActionsPath(act.uuid), { version: act.version, ...body }));
  };
  await step(malika, { action: 'accept_invitation' });
  await step(aziz, { action: 'send_to_notary' });
  await step(gulnora, { action: 'accept_check' });
  await step(aziz, { action: 'confirm' });
  await seedInvoice(t.db, act.id, { amountTiyin: 37_500_000, payerName: 'Karimov Aziz Alisher o‘g‘li' });
  await step(gulnora, { action: 'issue_invoices' });
  await step(gulnora, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' });
  await step(aziz, { action: 'confirm_time' });
  await payAllInvoices(t.db, act.id);
  await step(aziz, { action: 'mark_paid' });
  expect(act).toMatchObject({ step: 8, regtypeId: 2, state: 'awaiting_registration' });
  return act;
}

async function pkcs7Of(signer: TestIdentity, document: Uint8Array, options: { detached?: boolean } = {}): Promise<string> {
  return Buffer.from(await createTestPkcs7(signer, document, options)).toString('base64');
}

/**
 * The room's other evidence, as if the session had run (the room itself is tested in
 * src-server/video/video-rooms.test.ts): a sealed recording and a passed face check of every
 * video participant, so that only the signatures stand between the act and its registration.
 */
async function giveRoomEvidence(uuid: string): Promise<void> {
  // The evidence of the visit being registered (src-server/video/video-evidence.ts).
  const { id, visit_number } = await t.db.selectFrom('notarial_acts').select(['id', 'visit_number']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('video_recordings')
    .values({
      public_id: `rec-${uuid}`,
      act_id: id,
      started_by_pin: DEMO_CAST.gulnora.pin,
      state: 'sealed',
      mime_type: 'video/webm',
      started_at: at,
      sealed_at: at,
      manifest_sha256: '0'.repeat(64),
      visit_number,
    })
    .execute();
  for (const [key, role] of [
    ['aziz', 'party'],
    ['malika', 'party'],
    ['gulnora', 'notary'],
  ] as const) {
    await t.db
      .insertInto('video_identity_checks')
      .values({
        act_id: id,
        pin: DEMO_CAST[key].pin,
        role,
        join_id: `join-${key}`,
        nonce: `nonce-${key}`,
        reason: 'first_join',
        issued_at: at,
        passed_at: at,
        visit_number,
      })
      .execute();
  }
}

function expectRefusal(response: { statusCode: number; json: () => unknown }, code: ApiErrorCode, locale: Locale = 'ru'): void {
  expect(response.json()).toEqual({ code, message: formatApiError(code, locale) });
}

describe('signing an act registered by video (docs/signatures.md)', () => {
  let act: ActDetails;
  let document: SigningDocument;
  let bytes: Uint8Array;

  beforeAll(async () => {
    act = await saleByVideoAtRegistration();
  }, 120_000);

  it('gives the page the agent’s address from the server’s configuration', async () => {
    const malika = await t.as('malika');
    expect(ok(await malika.get(SIGNATURE_CONFIG_PATH))).toEqual({ agentUrl: 'ws://127.0.0.1:64646/service/cryptapi', apiKeys: ['localhost', 'KEY'] });
  });

  it('lists the signers, parties first then the notary, before anything is fixed', async () => {
    const state = ok<SigningState>(await (await t.as('malika')).get(actSigningPath(act.uuid)));
    expect(state).toMatchObject({ applies: true, document: null, mayFix: false, maySign: false, complete: false });
    expect(state.participants.map((p) => [p.role, p.initials, p.me])).toEqual([
      ['party', 'Karimov A. A.', false],
      ['party', 'Yusupova M. B.', true],
      ['notary', 'Saidova G. A.', false],
    ]);
  });

  it('refuses a signature before the notary has fixed the document, and a party fixing it', async () => {
    const malika = await t.as('malika');
    expectRefusal(await malika.post(actSignaturesPath(act.uuid), { pkcs7: 'AAAA', sha256: '0'.repeat(64) }), 'signing_document_missing');
    expect((await malika.post(actSigningDocumentPath(act.uuid))).statusCode).toBe(403);
  });

  it('the notary fixes the print form as bytes with their hash', async () => {
    const gulnora = await t.as('gulnora');
    const state = ok<SigningState>(await gulnora.post(actSigningDocumentPath(act.uuid)));
    expect(state.mayFix).toBe(true);
    document = ok<SigningDocument>(await (await t.as('malika')).get(actSigningDocumentPath(act.uuid)));
    bytes = new Uint8Array(Buffer.from(document.contentBase64, 'base64'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
    expect(state.document?.sha256).toBe(document.sha256);
    expect(Buffer.from(bytes).toString('utf8')).toContain('Yusupova Malika Bobur qizi');
  });

  it.each<[string, () => Promise<string>, ApiErrorCode]>([
    ['another person’s certificate (Aziz’s key for Malika)', () => pkcs7Of(keys.aziz, bytes), 'signature_pin_mismatch'],
    ['a different document', () => pkcs7Of(keys.malika, new TextEncoder().encode('<!doctype html><p>another text</p>')), 'signature_document_mismatch'],
    ['an expired certificate', () => pkcs7Of(keys.expired, bytes), 'signature_certificate_expired'],
    ['a revoked certificate (on the CA’s CRL)', () => pkcs7Of(keys.revoked, bytes), 'signature_revoked'],
    ['a certificate of an untrusted CA', () => pkcs7Of(keys.untrusted, bytes), 'signature_untrusted'],
  ])('refuses %s with its localized message', async (_name, make, code) => {
    const malika = await t.as('malika');
    const response = await malika.post(actSignaturesPath(act.uuid), { pkcs7: await make(), sha256: document.sha256 }, 'oz');
    expect(response.statusCode).toBe(400);
    expectRefusal(response, code, 'oz');
  });

  it('the notary may not sign before the parties', async () => {
    const gulnora = await t.as('gulnora');
    expectRefusal(
      await gulnora.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.gulnora, bytes), sha256: document.sha256 }),
      'signing_parties_first',
    );
  });

  it('a document fixed again voids the signatures: everyone signs the new text', async () => {
    const [malika, gulnora] = [await t.as('malika'), await t.as('gulnora')];
    ok<SigningState>(await malika.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.malika, bytes), sha256: document.sha256 }));
    expectRefusal(
      await malika.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.malika, bytes), sha256: document.sha256 }),
      'signing_already_signed',
    );
    // A minute later: the form's print time, and so its bytes, differ.
    t.clock.advance(60_000);
    const state = ok<SigningState>(await gulnora.post(actSigningDocumentPath(act.uuid)));
    expect(state).toMatchObject({ complete: false, signatures: [] });
    expect(state.document?.sha256).not.toBe(document.sha256);
    expectRefusal(
      await malika.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.malika, bytes), sha256: document.sha256 }),
      'signing_document_changed',
    );
    document = ok<SigningDocument>(await malika.get(actSigningDocumentPath(act.uuid)));
    bytes = new Uint8Array(Buffer.from(document.contentBase64, 'base64'));
  });

  it('the server refuses registration by video until every signature is verified', async () => {
    const gulnora = await t.as('gulnora');
    await giveRoomEvidence(act.uuid);
    const current = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
    const refused = await gulnora.post(actActionsPath(act.uuid), { version: current.version, action: 'register' });
    expect(refused.statusCode).toBe(409);
    expectRefusal(refused, 'act_signatures_missing');
  });

  it('accepts the parties’ and then the notary’s signatures; then the act registers', async () => {
    const [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
    let state = ok<SigningState>(await malika.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.malika, bytes), sha256: document.sha256 }));
    expect(state.signatures).toEqual([
      expect.objectContaining({
        role: 'party',
        signerInitials: 'Yusupova M. B.',
        certificateSerial: keys.malika.serialHex,
        issuer: 'C=UZ,O=E-Notary tests,CN=E-Notary Test CA',
      }),
    ]);
    state = ok<SigningState>(
      await aziz.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.aziz, bytes, { detached: true }), sha256: document.sha256 }),
    );
    expect(state.complete).toBe(false);
    const current = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
    expectRefusal(await gulnora.post(actActionsPath(act.uuid), { version: current.version, action: 'register' }), 'act_signatures_missing');
    state = ok<SigningState>(await gulnora.post(actSignaturesPath(act.uuid), { pkcs7: await pkcs7Of(keys.gulnora, bytes), sha256: document.sha256 }));
    expect(state).toMatchObject({ complete: true, maySign: false });
    expect(state.signatures.map((s) => s.role)).toEqual(['party', 'party', 'notary']);
    const before = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
    expect(before.history.map((line) => line.action).filter((action) => action === 'sign_document')).toHaveLength(4);
    act = ok<ActDetails>(await gulnora.post(actActionsPath(act.uuid), { version: before.version, action: 'register' }));
    expect(act).toMatchObject({ step: 9, state: 'active' });
  });

  it('the registered act’s print form lists the signatures, its seal says "signed electronically", and so does the public check', async () => {
    const gulnora = await t.as('gulnora');
    const html = (await gulnora.get(actPrintFormPath(act.uuid))).body;
    expect(html).toContain('Elektron raqamli imzolar');
    expect(html).toContain(keys.gulnora.serialHex);
    const link = /<a href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const seal = sealFromText(link) ?? '';
    const payload = JSON.parse(Buffer.from(seal.split('.')[1] ?? '', 'base64url').toString('utf8')) as { e: number };
    expect(payload.e).toBe(1);
    const query = new URL(link).search;
    const check = await t.app.inject({ method: 'GET', url: `/api/search/notarial_act/verify${query}` });
    expect(check.json()).toMatchObject({ found: true, state: 'active', signedElectronically: true });
  });

  it('lets the act’s parties and notary download the signed document and each .p7s, nobody else', async () => {
    const malika = await t.as('malika');
    const file = await malika.get(actSigningDocumentFilePath(act.uuid));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="act-\d+\.html"$/);
    expect(new Uint8Array(file.rawPayload)).toEqual(bytes);
    const state = ok<SigningState>(await malika.get(actSigningPath(act.uuid)));
    const first = state.signatures[0];
    if (!first) throw new Error('no signature');
    const p7s = await malika.get(actSignatureFilePath(act.uuid, first.id));
    expect(p7s.headers['content-type']).toBe('application/pkcs7-signature');
    expect(p7s.rawPayload.subarray(0, 1)[0]).toBe(0x30);
    const dilnoza = await t.as('dilnoza');
    expect((await dilnoza.get(actSigningDocumentFilePath(act.uuid))).statusCode).toBe(418);
    expect((await dilnoza.get(actSignatureFilePath(act.uuid, first.id))).statusCode).toBe(418);
  });
});
