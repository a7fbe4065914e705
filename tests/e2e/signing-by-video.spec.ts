import { expect as baseExpect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { openE2eDb } from '../support/e2e-db.ts';
import { actSignatureFilePath, actSigningDocumentFilePath, type SigningState, actSigningPath } from '../../src-domain/http/routes/act-signatures.ts';
import { formatApiError, type ApiErrorCode } from '../../src-domain/http/error-codes.ts';
import { actPrintFormPath } from '../../src-domain/http/routes/acts-documents.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { expectStep, openTab, reloadAct, runAction } from '../support/act-journey.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openDemoSession } from '../support/open-session.ts';
import { apiAs, videoActAtRegistration } from '../support/video-call.ts';

/**
 * Signing an act registered by video (docs/signatures.md), through the real UI against the real
 * server and a stand-in E-IMZO agent on loopback (tests/support/eimzo-agent-stand-in.ts, keys of
 * a test CA made when the run starts): the applicant Sherzod and the party Jamshid by video,
 * the notary Gulnora. The agent's failures read as their messages (not running, no key, an
 * expired key, a cancelled password); the server refuses another person's key, a signature over
 * another document, a revoked key and a key of an untrusted CA, each with its message; the notary
 * may not register before everyone has signed; the signatures show on the result tab and the
 * print form; only the act's people download the signed document; the public check says
 * "signed electronically" and verifies the QR's seal offline, refusing a tampered one.
 *
 * The room itself (face checks, recording) is tested by video-registration.video.spec.ts with
 * cameras; here its evidence is written as that run leaves it, so this test needs no camera.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

async function signedIn(browser: Browser, who: DemoKey): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDemoSession(page, who, 'browser', { keepRotated: true });
  await page.goto('/my_notarial_act');
  await expect(page.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' })).toBeVisible();
  return page;
}

/** The room's evidence as a video session leaves it: a sealed recording and everyone's passed face check. */
async function roomEvidence(uuid: string, people: readonly [DemoKey, 'party' | 'notary'][]): Promise<void> {
  const db = await openE2eDb();
  try {
    // Of the visit being registered (src-server/video/video-evidence.ts).
    const { id, visit_number } = await db.selectFrom('notarial_acts').select(['id', 'visit_number']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto('video_recordings')
      .values({
        public_id: `e2e-${uuid}`,
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
    for (const [key, role] of people) {
      await db
        .insertInto('video_identity_checks')
        .values({
          act_id: id,
          pin: DEMO_CAST[key].pin,
          role,
          join_id: `e2e-${key}-${uuid}`,
          nonce: `e2e-${key}-${uuid}`,
          reason: 'first_join',
          issued_at: at,
          passed_at: at,
          visit_number,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

function panel(page: Page) {
  return page.getByRole('region', { name: 'Elektron raqamli imzo bilan imzolash' });
}

/** The key list of the agent, then the key whose file is `file` (the stand-in's names: DS<pin><label>.pfx). */
async function signWith(page: Page, file: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'E-IMZO bilan imzolash' }).click();
  const keys = panel(page).getByRole('group', { name: 'Imzolash uchun kalitni tanlang' });
  await expect(keys).toBeVisible();
  await keys.locator(`label[data-key-file="${file}"]`).getByRole('radio').check();
  await panel(page).getByRole('button', { name: 'Imzolash', exact: true }).click();
}

const keyFile = (who: DemoKey, label = '') => `DS${DEMO_CAST[who].pin}${label}.pfx`;

/** Routes the page's agent calls through Playwright to the stand-in, letting `change` answer or alter one call. */
async function throughAgent(page: Page, change: (request: Record<string, unknown>, page: WebSocketRoute, agent: WebSocketRoute) => boolean): Promise<void> {
  await page.routeWebSocket(/\/service\/cryptapi$/, (socket) => {
    const agent = socket.connectToServer();
    socket.onMessage((message) => {
      const request = JSON.parse(String(message)) as Record<string, unknown>;
      if (!change(request, socket, agent)) agent.send(message);
    });
  });
}

/** The agent as it is again: the newest route wins, and this one changes nothing. */
const agentAsIs = (page: Page) => throughAgent(page, () => false);

test('signing by video with E-IMZO: agent messages, refused signatures, registration after all signed, offline QR check (docs/signatures.md)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const sherzod = await signedIn(browser, 'sherzod');
  const jamshid = await signedIn(browser, 'jamshid');
  const notary = await signedIn(browser, 'gulnora');
  const outsider = await signedIn(browser, 'otabek');

  let act: ActDetails = await videoActAtRegistration({ applicant: sherzod, notary, videoParty: { page: jamshid, key: 'jamshid' } });
  const uuid = act.uuid;
  await roomEvidence(uuid, [
    ['sherzod', 'party'],
    ['jamshid', 'party'],
    ['gulnora', 'notary'],
  ]);

  // ---- Nobody has signed: the server refuses the registration -----------------------------------
  const early = await apiAs<{ code: string; message: string }>(notary, 'POST', `/api/acts/${uuid}/actions`, { action: 'register', version: act.version });
  expect(early.status).toBe(409);
  expect(early.json.code).toBe('act_signatures_missing');

  // ---- The notary fixes the document read out; the parties are asked to sign ------------------
  await reloadAct(notary, uuid);
  await expect(panel(notary).getByText('Notarius hujjatni o‘qib eshittirgach, uni imzolash uchun qayd etadi.')).toBeVisible();
  await panel(notary).getByRole('button', { name: 'O‘qib eshittirilgan hujjatni imzolash uchun qayd etish' }).click();
  await expect(panel(notary).getByText('Notarius o‘qib eshittirgan yakuniy hujjatni tomonlar, so‘ng notarius E-IMZO kaliti bilan imzolaydi.')).toBeVisible();
  await expectNoAxeViolations(notary);

  await reloadAct(sherzod, uuid);
  const sign = panel(sherzod).getByRole('button', { name: 'E-IMZO bilan imzolash' });
  const alert = panel(sherzod).getByRole('alert');

  // ---- The agent's failures, each with its message ----------------------------------------------
  // Not installed or not running: nothing answers at its address.
  await sherzod.routeWebSocket(/\/service\/cryptapi$/, (socket) => socket.close());
  await sign.click();
  await expect(alert).toHaveText(
    'E-IMZO dasturi topilmadi: u o‘rnatilmagan yoki ishga tushirilmagan. E-IMZO’ni o‘rnating va ishga tushiring, so‘ng qayta urinib ko‘ring.',
  );
  await agentAsIs(sherzod);
  // Running, but no key of a person: the list is empty.
  await throughAgent(sherzod, (request, page) => {
    if (request.name !== 'list_all_certificates') return false;
    page.send(JSON.stringify({ success: true, certificates: [] }));
    return true;
  });
  await sign.click();
  await expect(alert).toHaveText('E-IMZO’da jismoniy shaxsning elektron raqamli imzo kaliti topilmadi. Kalit faylini yoki ID-kartani ulang.');
  await agentAsIs(sherzod);
  // An expired key: refused before the agent asks anything.
  await signWith(sherzod, keyFile('sherzod', '-old'));
  await expect(alert).toHaveText('Tanlangan kalitning amal qilish muddati tugagan. Yangi kalit oling yoki boshqasini tanlang.');
  // The password window closed: the agent answers that the user cancelled.
  await throughAgent(sherzod, (request, page) => {
    if (request.name !== 'load_key') return false;
    page.send(JSON.stringify({ success: false, reason: 'Cancelled by user' }));
    return true;
  });
  await signWith(sherzod, keyFile('sherzod'));
  await expect(alert).toHaveText('Imzolash bekor qilindi: parol kiritilmadi. Imzolash uchun qayta urinib ko‘ring.');
  await agentAsIs(sherzod);

  // ---- Signatures the server refuses, each with its message -------------------------------------
  // The server's localized refusal reaches the user (a toast or the panel's notice).
  const refusal = (code: ApiErrorCode) => sherzod.getByText(formatApiError(code, 'oz')).first();
  const refused: [string, string, ApiErrorCode][] = [
    ['another person’s key', keyFile('jamshid'), 'signature_pin_mismatch'],
    ['a revoked key', keyFile('sherzod', '-revoked'), 'signature_revoked'],
    ['a key of an untrusted CA', keyFile('sherzod', '-unknown-ca'), 'signature_untrusted'],
  ];
  for (const [name, file, code] of refused) {
    await signWith(sherzod, file);
    await expect(refusal(code), name).toBeVisible();
  }
  // A signature over another text than the fixed document (the agent is handed other bytes).
  await throughAgent(sherzod, (request, _page, agent) => {
    if (request.name !== 'create_pkcs7') return false;
    const args = request.arguments as string[];
    agent.send(JSON.stringify({ ...request, arguments: [Buffer.from('<p>boshqa matn</p>').toString('base64'), args[1], args[2]] }));
    return true;
  });
  await signWith(sherzod, keyFile('sherzod'));
  await expect(refusal('signature_document_mismatch')).toBeVisible();
  await agentAsIs(sherzod);

  // ---- The parties sign, then the notary ---------------------------------------------------------
  await signWith(sherzod, keyFile('sherzod'));
  await expect(panel(sherzod).getByRole('listitem').filter({ hasText: '(siz)' })).toContainText('imzoladi');
  // The notary may not register yet: Jamshid and the notary have not signed.
  act = (await apiAs<ActDetails>(notary, 'GET', `/api/acts/${uuid}`)).json;
  expect((await apiAs<{ code: string }>(notary, 'POST', `/api/acts/${uuid}/actions`, { action: 'register', version: act.version })).json.code).toBe(
    'act_signatures_missing',
  );
  await reloadAct(jamshid, uuid);
  await signWith(jamshid, keyFile('jamshid'));
  await reloadAct(notary, uuid);
  await signWith(notary, keyFile('gulnora'));
  await expect(panel(notary).getByText('Hujjatni barcha ishtirokchilar va notarius imzoladi.')).toBeVisible();

  // ---- Registered; the signatures on the result tab and the print form --------------------------
  // Each signature is a change of the act: the page shows its newest version before the notary
  // acts on it (a click on the one before is answered 409 act_version_conflict and refetched).
  await reloadAct(notary, uuid);
  await runAction(notary, 'Ro‘yxatga olish');
  await expectStep(notary, 9);
  await openTab(notary, 'Natija');
  const list = notary.getByRole('region', { name: 'Elektron raqamli imzolar' });
  await expect(list.getByRole('row')).toHaveCount(4);
  const state = (await apiAs<SigningState>(notary, 'GET', actSigningPath(uuid))).json;
  expect(state.signatures.map((s) => s.role)).toEqual(['party', 'party', 'notary']);
  for (const signature of state.signatures) await expect(list.getByRole('cell', { name: signature.certificateSerial })).toBeVisible();
  await expect(list.getByRole('cell', { name: /CN=E-Notary E2E Test CA/ }).first()).toBeVisible();
  const form = (await apiAs(notary, 'GET', actPrintFormPath(uuid))).bytes.toString('utf8');
  expect(form).toContain('Elektron raqamli imzolar');
  for (const signature of state.signatures) expect(form).toContain(signature.certificateSerial);

  // ---- Downloads: the act's parties and notary only ----------------------------------------------
  const first = state.signatures[0]!;
  expect((await apiAs(jamshid, 'GET', actSigningDocumentFilePath(uuid))).status).toBe(200);
  const p7s = await apiAs(sherzod, 'GET', actSignatureFilePath(uuid, first.id));
  expect(p7s.status).toBe(200);
  expect(p7s.bytes[0]).toBe(0x30);
  expect((await apiAs(outsider, 'GET', actSigningDocumentFilePath(uuid))).status).toBe(418);
  expect((await apiAs(outsider, 'GET', actSignatureFilePath(uuid, first.id))).status).toBe(418);

  // ---- The public check: "signed electronically", the QR's seal verified offline ----------------
  const link = /<a href="([^"]+#seal=[^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the QR link on the print form').toBeDefined();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText('Elektron raqamli imzolar bilan imzolangan').first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /^Chop etilgan holatida haqiqiy: / })).toBeVisible();
  await expect(visitor.getByText('Notarial harakat topildi')).toBeVisible();

  // Offline: the page checks a scanned QR text against the keys it keeps.
  await visitor.context().setOffline(true);
  const seal = link!.slice(link!.indexOf('#seal=') + '#seal='.length);
  const [header, payload, signature] = seal.split('.') as [string, string, string];
  const forged = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  forged.s = 'active';
  forged.p = ['Boshqa Shaxs'];
  const tampered = `${link!.slice(0, link!.indexOf('#seal='))}#seal=${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
  const scan = visitor.getByLabel('QR kod matni (skanerlangan havola)');
  await scan.fill(tampered);
  await visitor.getByRole('button', { name: 'QR kodni tekshirish' }).click();
  await expect(visitor.getByText('QR koddagi ma’lumotlar haqiqiy emas: ular o‘zgartirilgan yoki portal tomonidan berilmagan.')).toBeVisible();
  await scan.fill(link!);
  await visitor.getByRole('button', { name: 'QR kodni tekshirish' }).click();
  await expect(visitor.getByRole('heading', { name: /^Chop etilgan holatida haqiqiy: / })).toBeVisible();
  await expect(visitor.locator('[data-seal="authentic"]')).toContainText('Elektron raqamli imzolar bilan imzolangan');
  await expectNoAxeViolations(visitor);

  for (const page of [sherzod, jamshid, notary, outsider, visitor]) await page.context().close();
});
