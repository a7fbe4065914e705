import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoicePrintPath, actPrintFormPath, actRefusalPath } from '../../../src-domain/http/routes/acts-documents.ts';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { ACT_VERIFY_PATH } from '../../../src-domain/http/routes/search-act.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { seedInvoice } from '../../test-support/act-invoices.test-support.ts';

/** Aziz's registered vehicle power of attorney to Dilnoza, the demo world's first act (seed/demo-acts.ts). */
const DEMO_REGNUM = '0012500001';

/**
 * The act's printable documents (spec §2 screen 13 "print form", §3 Payment
 * "invoice (printable)", §4 "the refusal decision can be downloaded"): HTML with a print
 * stylesheet, in the act's language, served with a file name.
 */
describe('printable documents of an act', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;
  let gulnora: ActClient;
  let registeredUuid: string;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
    registeredUuid = (await t.db.selectFrom('notarial_acts').select('uuid').where('regnum', '=', DEMO_REGNUM).executeTakeFirstOrThrow()).uuid;
  });
  afterAll(() => t.close());

  const expectDocument = (response: Awaited<ReturnType<ActClient['get']>>, fileName: string): string => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-auth-token']).toBeDefined();
    return response.body;
  };

  describe('the print form of a registered act', () => {
    let html: string;
    beforeAll(async () => {
      html = expectDocument(await aziz.get(actPrintFormPath(registeredUuid)), `act-${DEMO_REGNUM}.html`);
    });

    it('is an accessible page in the act’s language with the type, parties, registry number, date and office', async () => {
      expect(html).toMatch(/^<!doctype html><html lang="uz-Latn">/);
      expect(html).toContain('<h1>Transport vositasi bo‘yicha ishonchnoma</h1>');
      expect(html).toContain('<main>');
      expect(html).toContain('<th scope="col">Roli</th>');
      expect(html).toContain(`<dt>Reyestr raqami</dt><dd>${DEMO_REGNUM}</dd>`);
      expect(html).toContain('<dt>Ro‘yxatga olingan sana</dt><dd>10.12.2025</dd>');
      expect(html).toMatch(/<dt>Notarial idora<\/dt><dd>[^<]+<\/dd>/);
      // The seeded parties have no name snapshot: the document names them from the civil registry.
      expect(html).toContain('<td>Ishonch bildiruvchi</td><td>Karimov Aziz Alisher o‘g‘li</td><td>31204842641014</td>');
      expect(html).toContain('<td>Ishonchli vakil</td><td>Karimova Dilnoza Rustam qizi</td>');
      expect(html).toContain('@media print');
      expect(html).not.toContain('Loyiha');
    });

    it('carries a QR code of the public check link, which the public act check verifies (found, active)', async () => {
      expect(html).toMatch(/<div class="qr-code" role="img" aria-label="QR: [^"]+"><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const link = /<a href="(http:\/\/localhost:8080\/search_notarial_act\?regnum=0012500001&amp;code=[0-9a-f]{16})#seal=[\w.-]+">/.exec(html)?.[1];
      expect(link).toBeDefined();
      const query = new URL((link ?? '').replaceAll('&amp;', '&')).search;
      const check = await t.app.inject({ url: `${ACT_VERIFY_PATH}${query}` });
      expect(check.json()).toMatchObject({ found: true, regnum: DEMO_REGNUM, regdate: '2025-12-10', state: 'active' });
      const forged = await t.app.inject({ url: `${ACT_VERIFY_PATH}?regnum=${DEMO_REGNUM}&code=0123456789abcdef` });
      expect(forged.json()).toEqual({ found: false });
    });

    it('is refused to anyone who is not a party (418 pin_not_found_in_uuid) and for an unknown act (418 uuid_not_found)', async () => {
      const stranger = await malika.get(actPrintFormPath(registeredUuid));
      expect(stranger.statusCode).toBe(418);
      expect(stranger.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
      const unknown = await aziz.get(actPrintFormPath('00000000-0000-0000-0000-000000000000'));
      expect(unknown.statusCode).toBe(418);
      expect(unknown.json()).toMatchObject({ code: 'uuid_not_found' });
    });
  });

  describe('an act in progress', () => {
    let act: ActDetails;
    beforeAll(async () => {
      act = await createDraftAct(aziz, { language: 'ru', notaryChoice: 'manual', notaryId: 1 });
      act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', version: act.version }));
      const cobalt = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
      act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: cobalt.id, priceTiyin: 14_500_000_000, version: act.version }));
    });

    it('prints as a draft in Russian, with the sum in words and who has not answered, without QR code', () => {
      return aziz.get(actPrintFormPath(act.uuid)).then((response) => {
        const html = expectDocument(response, `act-${act.id}.html`);
        expect(html).toMatch(/<html lang="ru">/);
        expect(html).toContain('<h1>Договор купли-продажи транспортного средства</h1>');
        expect(html).toContain('<p class="notice" role="note">Проект: нотариальное действие ещё не зарегистрировано');
        expect(html).toContain('<dt>Сумма прописью</dt><dd>Сто сорок пять миллионов сумов 00 тийинов</dd>');
        expect(html).toContain('<td>Покупатель</td><td>Yusupova Malika Bobur qizi</td>');
        expect(html).toContain('Ожидается ответ');
        expect(html).not.toContain('<svg');
      });
    });

    it('prints an invoice with number, payer, purpose, amount in words and payment details', async () => {
      const invoiceId = await seedInvoice(t.db, act.id, { amountTiyin: 10_300_000, payerName: 'Karimov Aziz Alisher o‘g‘li' });
      const number = (await t.db.selectFrom('act_invoices').select('number').where('id', '=', invoiceId).executeTakeFirstOrThrow()).number;
      const html = expectDocument(await malika.get(actInvoicePrintPath(act.uuid, invoiceId)), `invoice-${number}.html`);
      expect(html).toContain(`<h1>Счёт на оплату № ${number}</h1>`);
      expect(html).toContain('<dt>Плательщик</dt><dd>Karimov Aziz Alisher o‘g‘li</dd>');
      expect(html).toContain('<dt>Назначение платежа</dt><dd>Государственная пошлина</dd>');
      expect(html).toContain('<dt>Сумма к оплате</dt><dd>103\u00A0000,00 сум</dd>');
      expect(html).toContain('<dt>Сумма прописью</dt><dd>Сто три тысячи сумов 00 тийинов</dd>');
      expect(html).toContain(`<dt>Идентификатор платежа</dt><dd>${number}</dd>`);
      const missing = await aziz.get(actInvoicePrintPath(act.uuid, 999_999));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'act_item_not_found' });
    });

    it('is refused route by route to a citizen outside the act (418 pin_not_found_in_uuid)', async () => {
      const sherzod = await t.as('sherzod');
      const invoiceId = (await t.db.selectFrom('act_invoices').select('id').where('act_id', '=', act.id).executeTakeFirstOrThrow()).id;
      for (const url of [actPrintFormPath(act.uuid), actInvoicePrintPath(act.uuid, invoiceId), actRefusalPath(act.uuid)]) {
        const response = await sherzod.get(url);
        expect(response.statusCode, url).toBe(418);
        expect(response.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
      }
    });

    it('has no refusal decision until the notary refuses; then it names the reason, escaped', async () => {
      const before = await aziz.get(actRefusalPath(act.uuid));
      expect(before.statusCode).toBe(409);
      expect(before.json()).toMatchObject({ code: 'refusal_not_available' });
      act = ok(await malika.post(actActionsPath(act.uuid), { action: 'accept_invitation', version: act.version }));
      act = ok(await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', version: act.version }));
      act = ok(await gulnora.post(actActionsPath(act.uuid), { action: 'refuse', reason: 'Hujjatlar <b>to‘liq emas</b> & "soxta"', version: act.version }));
      expect(act.state).toBe('refused');
      const html = expectDocument(await aziz.get(actRefusalPath(act.uuid)), `refusal-${act.id}.html`);
      expect(html).toContain('<h1>Постановление об отказе в совершении нотариального действия</h1>');
      expect(html).toContain('<p>Hujjatlar &lt;b&gt;to‘liq emas&lt;/b&gt; &amp; &quot;soxta&quot;</p>');
      expect(html).not.toContain('<b>');
      expect(html).toContain('<dt>Дата постановления</dt><dd>22.11.2026</dd>');
      expect(html).toContain('<dt>Нотариус</dt><dd>');
    });
  });
});
