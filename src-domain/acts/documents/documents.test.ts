import { describe, expect, it } from 'vitest';
import type { ActInvoice, ActParty, ActSubject } from '../../http/routes/acts.ts';
import { actPrintForm, type PrintableAct } from './act-print-form.ts';
import { invoiceDocument } from './invoice-document.ts';
import type { PrintDocument } from './print-document.ts';
import { refusalDocument, type RefusedAct } from './refusal-document.ts';

const PRINTED = new Date('2026-11-22T07:30:00.000Z');
const name = (text: string) => ({ oz: text, uz: `${text} (uz)`, ru: `${text} (ru)` });

const party = (extra: Partial<ActParty>): ActParty => ({
  id: 1,
  kind: 'individual',
  pin: '31204842641014',
  inn: null,
  fullName: 'Karimov Aziz Alisher o‘g‘li',
  role: 'principal',
  status: 'accepted',
  isApplicant: true,
  phone: null,
  docType: 1,
  docNumber: '1234567',
  docDate: null,
  docIssuer: null,
  regAddress: null,
  actAddress: null,
  representativePin: null,
  participationType: 1,
  isPayer: false,
  interpreter: null,
  relationship: null,
  invited: false,
  smsSent: false,
  decidedAt: null,
  ...extra,
});

const cobalt: ActSubject = {
  id: 1,
  kind: 'vehicle',
  vehicleId: 7,
  realEstateId: null,
  stateNumber: '01A777AA',
  cadastreNumber: null,
  description: null,
  priceTiyin: 14_500_000_000,
  data: { make: 'Chevrolet', model: 'Cobalt', year: 2019, colour: 'oq', techPassportSeries: 'AAF', techPassportNumber: '1234567' },
};

const proxy: PrintableAct = {
  id: 42,
  actTypeId: 101,
  state: 'active',
  step: 9,
  regtypeId: 2,
  language: 'oz',
  regnum: '1-2025-000001',
  regdate: '2025-12-10',
  office: { id: 1, name: name('Yunusobod 1-son davlat notarial idorasi'), address: name('Toshkent sh., Yunusobod t.') },
  notary: { id: 1, name: name('Saidova Gulnora Anvar qizi'), phone: '712345678' },
  visitDate: null,
  visitTime: null,
  sumTiyin: null,
  validUntil: '2028-12-09',
  createdAt: '2025-12-08T06:12:40.000Z',
  freeOfCharge: false,
  freeReason: null,
  parties: [party({}), party({ id: 2, pin: '40307872641019', fullName: 'Karimova Dilnoza Rustam qizi', role: 'attorney', isApplicant: false })],
  subjects: [cobalt],
};

const rowsOf = (doc: PrintDocument) => doc.sections.flatMap((section) => section.rows ?? []);
const valueOf = (doc: PrintDocument, labelText: string) => rowsOf(doc).find((row) => row.label === labelText)?.value;

describe('the act’s print form (spec §2 screen 13)', () => {
  const link = 'https://e-notary.uz/search_notarial_act?regnum=1-2025-000001&code=0123456789abcdef';

  it('names the act type in the act’s language and shows the registry number, date and office of a registered act', () => {
    const doc = actPrintForm(proxy, { checkLink: link, printedAt: PRINTED });
    expect(doc.lang).toBe('oz');
    expect(doc.title).toBe('Transport vositasi bo‘yicha ishonchnoma');
    expect(doc.notice).toBeNull();
    expect(valueOf(doc, 'Reyestr raqami')).toBe('1-2025-000001');
    expect(valueOf(doc, 'Ro‘yxatga olingan sana')).toBe('10.12.2025');
    expect(valueOf(doc, 'Notarial idora')).toBe('Yunusobod 1-son davlat notarial idorasi');
    expect(valueOf(doc, 'Amal qilish muddati')).toBe('09.12.2028');
    expect(doc.qr).toEqual({ link, caption: expect.stringContaining('QR') });
    expect(doc.fileName).toBe('act-1-2025-000001');
  });

  it('lists the parties with their roles and the subjects with their registry data and price', () => {
    const doc = actPrintForm(proxy, { checkLink: link, printedAt: PRINTED });
    const parties = doc.sections.find((section) => section.heading === 'Tomonlar')?.table;
    expect(parties?.rows).toEqual([
      ['Ishonch bildiruvchi', 'Karimov Aziz Alisher o‘g‘li', '31204842641014', '1234567'],
      ['Ishonchli vakil', 'Karimova Dilnoza Rustam qizi', '40307872641019', '1234567'],
    ]);
    const subjects = doc.sections.find((section) => section.heading === 'Notarial harakat predmeti')?.table;
    expect(subjects?.rows).toEqual([
      ['Transport vositasi', 'Chevrolet Cobalt, 2019, oq; davlat raqami 01A777AA; texnik pasport AAF 1234567', '145\u00A0000\u00A0000,00 so‘m'],
    ]);
  });

  it('writes the sum in words (spec §9 number-to-words), in Russian for a Russian act', () => {
    const doc = actPrintForm({ ...proxy, language: 'ru' }, { checkLink: link, printedAt: PRINTED });
    expect(valueOf(doc, 'Сумма')).toBe('145\u00A0000\u00A0000,00 сум');
    expect(valueOf(doc, 'Сумма прописью')).toBe('Сто сорок пять миллионов сумов 00 тийинов');
    expect(doc.title).toBe('Доверенность на транспортное средство');
    expect(doc.sections.find((section) => section.heading === 'Нотариус и нотариальная контора')?.rows?.[0]).toEqual({
      label: 'Нотариус',
      value: 'Saidova Gulnora Anvar qizi (ru)',
    });
  });

  it('marks an act not registered yet as a draft, without QR code, with its step and the parties’ answers', () => {
    const draft: PrintableAct = {
      ...proxy,
      language: 'uz',
      state: 'draft',
      step: 6,
      regnum: null,
      regdate: null,
      visitDate: '2026-11-25',
      visitTime: '11:00',
      parties: [party({}), party({ id: 2, role: 'attorney', isApplicant: false, status: null })],
    };
    const doc = actPrintForm(draft, { checkLink: null, printedAt: PRINTED });
    expect(doc.notice).toMatch(/Лойиҳа/);
    expect(doc.qr).toBeNull();
    expect(valueOf(doc, 'Босқич')).toBe('6. Рўйхатга олиш вақтини тасдиқлаш');
    expect(valueOf(doc, 'Рўйхатга олиш вақти')).toBe('25.11.2026 11:00');
    expect(doc.sections.find((section) => section.heading === 'Томонлар')?.table?.rows.map((cells) => cells.at(-1))).toEqual(['Рози', 'Жавоб кутилмоқда']);
    expect(doc.fileName).toBe('act-42');
    expect(doc.footer[0]).toBe('Чоп этилган вақт (Тошкент вақти): 22.11.2026 12:30');
  });

  it('describes real estate by cadastre number, object and area, and other property by its description', () => {
    const flat: ActSubject = {
      ...cobalt,
      kind: 'real_estate',
      stateNumber: null,
      cadastreNumber: '11:14:04:01:01:1630',
      data: { objectName: 'Kvartira', address: 'Bunyodkor 17-12', totalArea: 54.3 },
    };
    const other: ActSubject = { ...cobalt, kind: 'other', stateNumber: null, description: 'Oltin uzuk', priceTiyin: null, data: {} };
    const doc = actPrintForm({ ...proxy, subjects: [flat, other] }, { checkLink: null, printedAt: PRINTED });
    const rows = doc.sections.find((section) => section.heading === 'Notarial harakat predmeti')?.table?.rows;
    expect(rows).toEqual([
      ['Ko‘chmas mulk', 'kadastr raqami 11:14:04:01:01:1630; Kvartira, Bunyodkor 17-12; umumiy maydoni 54.3 m²', '145\u00A0000\u00A0000,00 so‘m'],
      ['Boshqa mol-mulk', 'Oltin uzuk', ''],
    ]);
  });
});

describe('the printed invoice (spec §3 Payment "invoice (printable)")', () => {
  const invoice: ActInvoice = {
    id: 3,
    number: 'INV-2026-000003',
    payerPartyId: 1,
    payerName: 'Karimov Aziz Alisher o‘g‘li',
    purpose: 'state_duty',
    amountTiyin: 10_300_000,
    discountPercent: 50,
    state: 'issued',
    createdAt: '2026-11-22T06:00:00.000Z',
    paidAt: null,
  };

  it('carries number, payer, purpose, amount in figures and words, the discount and how to pay', () => {
    const doc = invoiceDocument({ ...proxy, regnum: null }, invoice, [], PRINTED);
    expect(doc.title).toBe('To‘lov uchun hisob-varaq № INV-2026-000003');
    expect(valueOf(doc, 'To‘lovchi')).toBe('Karimov Aziz Alisher o‘g‘li');
    expect(valueOf(doc, 'To‘lov maqsadi')).toBe('Davlat boji');
    expect(valueOf(doc, 'To‘lov summasi')).toBe('103\u00A0000,00 so‘m');
    expect(valueOf(doc, 'Summa yozuvda')).toBe('Bir yuz uch ming so‘m 00 tiyin');
    expect(valueOf(doc, 'Yaqin qarindoshlar uchun imtiyoz')).toBe('stavkaning 50 foizi to‘lanadi (imtiyoz 50 %)');
    expect(valueOf(doc, 'To‘lov identifikatori')).toBe('INV-2026-000003');
    expect(valueOf(doc, 'To‘lash usullari')).toBe('Payme, Click, Bank orqali o‘tkazma, Notarial idorada');
    expect(valueOf(doc, 'Holati')).toBe('To‘lanmagan');
    expect(doc.fileName).toBe('invoice-INV-2026-000003');
    // Without the office's account on file, no bank section: nobody is sent to transfer money nowhere.
    expect(doc.sections.map((section) => section.heading)).toEqual(['Hisob-varaq', 'To‘lov rekvizitlari', 'Notarial idorada']);
  });

  it('carries the office’s bank account and the invoice number to write in the transfer’s purpose (spec §4 step 7 "payable at banks")', () => {
    const bank = {
      recipient: { oz: '1-son davlat notarial idorasi', uz: '1-сон давлат нотариал идораси', ru: 'Государственная нотариальная контора № 1' },
      taxId: '200000001',
      bank: 'Xalq banki',
      mfo: '00873',
      account: '20208000000000000001',
    };
    const doc = invoiceDocument({ ...proxy, regnum: null, language: 'ru' }, invoice, [], PRINTED, bank);
    const section = doc.sections.find((item) => item.heading === 'Банковским переводом');
    expect(section?.rows).toEqual([
      { label: 'Получатель', value: 'Государственная нотариальная контора № 1' },
      { label: 'ИНН получателя', value: '200000001' },
      { label: 'Банк', value: 'Xalq banki' },
      { label: 'Код банка (МФО)', value: '00873' },
      { label: 'Расчётный счёт', value: '20208 00000 00000 00001' },
      { label: 'Идентификатор платежа', value: 'INV-2026-000003' },
    ]);
    expect(section?.paragraphs?.[0]).toContain('В назначении платежа укажите номер счёта: INV-2026-000003.');
    expect(doc.sections.find((item) => item.heading === 'В нотариальной конторе')?.paragraphs).toEqual([
      'Наличными или картой (платёжный терминал); нотариус записывает номер чека.',
    ]);
  });

  it('shows when a paid invoice was paid, in Russian', () => {
    const doc = invoiceDocument(
      { ...proxy, language: 'ru' },
      { ...invoice, purpose: 'service', discountPercent: null, state: 'paid', paidAt: '2026-11-23T10:00:00.000Z' },
      [],
      PRINTED,
    );
    expect(valueOf(doc, 'Состояние')).toBe('Оплачен 23.11.2026');
    expect(valueOf(doc, 'Назначение платежа')).toBe('Правовые и технические услуги нотариуса');
    expect(valueOf(doc, 'Льгота для близких родственников')).toBeUndefined();
    expect(doc.sections.map((section) => section.heading)).not.toContain('Платежи и возвраты');
  });

  it('lists the invoice’s payments and their refunds, with the cause (docs/decisions/0033-refund-policy.md)', () => {
    const refunded = { ...invoice, state: 'refunded' as const, paidAt: '2026-11-23T10:00:00.000Z' };
    const paid = {
      id: 7,
      invoiceId: 3,
      invoiceNumber: invoice.number,
      amountTiyin: 10_300_000,
      createdAt: '2026-11-23T09:59:00.000Z',
      paidAt: '2026-11-23T10:00:00.000Z',
      channel: 'payme' as const,
      method: null,
      receiptNumber: null,
      recordedBy: null,
      recordedAt: null,
    };
    const refund = { id: 1, madeBy: 'provider' as const, reference: null };
    const payments = [
      {
        ...paid,
        state: 'refunded' as const,
        refund: {
          ...refund,
          cause: 'notary_cancelled' as const,
          state: 'done' as const,
          requestedAt: '2026-11-24T08:00:00.000Z',
          doneAt: '2026-11-24T08:00:01.000Z',
        },
      },
      {
        ...paid,
        id: 8,
        channel: 'office' as const,
        method: 'cash' as const,
        receiptNumber: '000451',
        state: 'paid' as const,
        refund: {
          ...refund,
          id: 2,
          madeBy: 'office' as const,
          cause: 'double_payment' as const,
          state: 'requested' as const,
          requestedAt: '2026-11-24T08:00:00.000Z',
          doneAt: null,
        },
      },
      { ...paid, id: 9, invoiceId: 4, state: 'paid' as const, refund: null },
    ];
    const doc = invoiceDocument(proxy, refunded, payments, PRINTED);
    expect(valueOf(doc, 'Holati')).toBe('To‘langan, pul qaytarilgan');
    const table = doc.sections.find((section) => section.heading === 'To‘lovlar va qaytarishlar')?.table;
    expect(table?.rows).toEqual([
      ['7', 'Payme', '23.11.2026', '103\u00A0000,00 so‘m', '', 'Qaytarilgan 24.11.2026: notarius harakatni bekor qildi'],
      ['8', 'Notarial idorada, naqd pul', '23.11.2026', '103\u00A0000,00 so‘m', '000451', 'So‘ralgan 24.11.2026: hisob-faktura ikkinchi marta to‘landi'],
    ]);
  });

  it('marks a free-of-charge act on its print form, with the reason (spec §3)', () => {
    const free = actPrintForm({ ...proxy, freeOfCharge: true, freeReason: 'I guruh nogironligi' }, { checkLink: null, printedAt: PRINTED });
    expect(valueOf(free, 'Bepul (sababi)')).toBe('I guruh nogironligi');
    expect(valueOf(actPrintForm(proxy, { checkLink: null, printedAt: PRINTED }), 'Bepul (sababi)')).toBeUndefined();
  });
});

describe('the refusal decision (spec §4 "the refusal decision can be downloaded")', () => {
  const refused: RefusedAct = {
    ...proxy,
    state: 'refused',
    reason: 'Transport vositasi ta’qiq ostida',
    applicantName: 'Karimov Aziz Alisher o‘g‘li',
    history: [
      {
        id: 9,
        at: '2026-11-21T09:15:00.000Z',
        actorRole: 'notary',
        actorName: 'Saidova Gulnora',
        action: 'refuse',
        fromStep: 2,
        toStep: 2,
        fromState: 'draft',
        toState: 'refused',
        reason: 'Transport vositasi ta’qiq ostida',
      },
    ],
  };

  it('states the act, applicant, notary, date and reason, with the right of appeal', () => {
    const doc = refusalDocument(refused, PRINTED);
    expect(doc.title).toBe('Notarial harakatni amalga oshirishni rad etish to‘g‘risida qaror');
    expect(valueOf(doc, 'Qaror sanasi')).toBe('21.11.2026');
    expect(valueOf(doc, 'Arizachi')).toBe('Karimov Aziz Alisher o‘g‘li');
    expect(valueOf(doc, 'Notarius')).toBe('Saidova Gulnora Anvar qizi');
    const reason = doc.sections.find((section) => section.heading === 'Rad etish sababi')?.paragraphs;
    expect(reason).toEqual([expect.stringContaining('42-sonli'), 'Transport vositasi ta’qiq ostida', expect.stringContaining('sudga')]);
    expect(doc.fileName).toBe('refusal-42');
  });
});
