import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const OFFICE = {
  name: { oz: '1-son davlat notarial idorasi', uz: '1-сон давлат нотариал идораси', ru: 'Государственная нотариальная контора № 1' },
  address: { oz: 'Toshkent, Amir Temur 1', uz: 'Тошкент', ru: 'Ташкент' },
};
const FOUND = {
  found: true,
  regnum: '0012500001',
  regdate: '2025-12-10',
  office: OFFICE,
  state: 'active',
  signedElectronically: false,
  loginRequiredForDetails: true,
};

/** The page also fetches the seal's key set as it opens (docs/signatures.md "Offline check"): the checks are the rest. */
const checks = (calls: readonly { url: string }[]) => calls.filter((call) => !call.url.startsWith('/api/act-seal/keys'));

const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent;

async function fillAndSubmit(regnum: string, date: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Notarial harakatning reestr raqami/ }), regnum);
  await userEvent.type(screen.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ }), date);
  await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
}

describe('/search_notarial_act (spec §2 screen 11)', () => {
  it('checks an act by number and date: number, date, office, state and the login-required message', async () => {
    const api = mockFetch(on('GET', '/api/search/notarial_act', () => json(FOUND)));
    restore = api.restore;
    const { router } = await renderRoute('/search_notarial_act');
    await screen.findByRole('heading', { level: 1, name: 'Notarial harakatni tekshirish' });

    await fillAndSubmit('0012500001', '10122025');
    expect(screen.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ })).toHaveProperty('value', '10.12.2025');
    await screen.findByRole('heading', { level: 2, name: 'Notarial harakat topildi' });
    expect(checks(api.calls).map((call) => call.url)).toEqual(['/api/search/notarial_act?regnum=0012500001&regdate=10.12.2025']);
    expect(fact('Reestr raqami')).toBe('0012500001');
    expect(fact('Ro‘yxatga olingan sana')).toBe('10.12.2025');
    expect(fact('Notarial idora')).toContain('1-son davlat notarial idorasi');
    expect(fact('Holati')).toBe('Amalda');
    expect(screen.getByText('Harakat tafsilotlarini ko‘rish uchun tizimga kiring.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Tizimga kirish' }).getAttribute('href')).toBe('/#login');
    // The search is in the address: a reload or a login on the way comes back to it (spec §2).
    expect(router.state.location.search).toBe('?regnum=0012500001&regdate=10.12.2025');
  });

  it('marks both fields required and asks for them before any call (spec §5)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderRoute('/search_notarial_act');
    const regnum = await screen.findByRole('textbox', { name: /Notarial harakatning reestr raqami/ });
    expect(regnum.getAttribute('aria-required')).toBe('true');
    expect(regnum.closest('.form-field')?.querySelector('.form-field__required')?.textContent).toBe(' *');

    await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
    expect(await screen.findAllByText('Ushbu maydonni to‘ldirish majburiy')).toHaveLength(2);
    expect(regnum.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ }), '31022025');
    await userEvent.type(regnum, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
    expect(await screen.findByText('Sana noto‘g‘ri kiritildi, namuna: 31.12.2024')).toBeDefined();
    expect(checks(api.calls)).toEqual([]);
  });

  it('says "act not found" when nothing matches (spec §8)', async () => {
    restore = mockFetch(on('GET', '/api/search/notarial_act', () => json({ found: false }))).restore;
    await renderRoute('/search_notarial_act?regnum=9999999999&regdate=10.12.2025');
    expect(await screen.findByText('Notarial harakat topilmadi. Reestr raqami va sanani tekshiring.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Notarial harakatning reestr raqami/ })).toHaveProperty('value', '9999999999');
  });

  it('shows "unexpected search error, retry" and retries on request (spec §8)', async () => {
    let calls = 0;
    restore = mockFetch(on('GET', '/api/search/notarial_act', () => (++calls === 1 ? new Response('boom', { status: 500 }) : json(FOUND)))).restore;
    await renderRoute('/search_notarial_act?regnum=0012500001&regdate=10.12.2025');
    const message = await screen.findByText('Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko‘ring.');
    const failure = message.closest('[role="alert"]') as HTMLElement;
    expect(failure).not.toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Qayta urinish' }));
    await screen.findByRole('heading', { level: 2, name: 'Notarial harakat topildi' });
    expect(calls).toBe(2);
  });

  it('opens the live state from the QR link of an act, without login (spec §2 screen 11)', async () => {
    const api = mockFetch(on('GET', '/api/search/notarial_act/verify', () => json({ ...FOUND, state: 'annulled' })));
    restore = api.restore;
    await renderRoute('/search_notarial_act?regnum=0012500001&code=0123456789abcdef');
    await screen.findByText('QR kod haqiqiy: harakat notarial harakatlar reestrida ro‘yxatga olingan. Quyida uning hozirgi holati.');
    expect(fact('Holati')).toBe('Annulyatsiya qilingan');
    expect(checks(api.calls).map((call) => call.url)).toEqual(['/api/search/notarial_act/verify?regnum=0012500001&code=0123456789abcdef']);
  });

  it('calls a damaged QR link not found without asking the server', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderRoute('/search_notarial_act?regnum=0012500001&code=zz');
    expect(await screen.findByText(/QR koddagi tekshiruv kodi hech bir ro‘yxatga olingan harakatga mos kelmadi/)).toBeDefined();
    expect(checks(api.calls)).toEqual([]);
  });

  it('points a signed-in user to their own acts instead of the login', async () => {
    restore = mockFetch(on('GET', '/api/search/notarial_act', () => json(FOUND))).restore;
    await renderRoute('/search_notarial_act?regnum=0012500001&regdate=10.12.2025', { authenticated: true });
    const link = await screen.findByRole('link', { name: 'Mening notarial harakatlarim' });
    expect(link.getAttribute('href')).toBe('/my_notarial_act');
    expect(screen.queryByRole('link', { name: 'Tizimga kirish' })).toBeNull();
  });

  it('asks again when the same search is submitted again: the state is live', async () => {
    const api = mockFetch(on('GET', '/api/search/notarial_act', () => json(FOUND)));
    restore = api.restore;
    await renderRoute('/search_notarial_act?regnum=0012500001&regdate=10.12.2025');
    await screen.findByRole('heading', { level: 2, name: 'Notarial harakat topildi' });
    await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
    await waitFor(() => expect(checks(api.calls)).toHaveLength(2));
  });

  describe('the seal in the QR link, verified in the browser (docs/signatures.md "Offline check")', () => {
    const PAYLOAD = {
      v: 1,
      n: '0012500001',
      d: '2025-12-10',
      t: 1,
      p: ['Karimov A. A.', 'Yusupova M. B.'],
      o: '1-son davlat notarial idorasi',
      s: 'active',
      at: '2026-11-22T06:00:00Z',
      e: 1,
    };

    async function sealed() {
      const pair = await generateKeyPair('ES256', { extractable: true });
      const keys = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
      const sign = (payload: object) =>
        new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
          .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'act-seal+jws' })
          .sign(pair.privateKey);
      return { keys, sign };
    }

    it('says "authentic as printed" with what the paper said, then the live state and "signed electronically"', async () => {
      const { keys, sign } = await sealed();
      const seal = await sign(PAYLOAD);
      restore = mockFetch(
        on('GET', '/api/act-seal/keys', () => json(keys)),
        on('GET', '/api/search/notarial_act/verify', () => json({ ...FOUND, state: 'cancelled', signedElectronically: true })),
      ).restore;
      await renderRoute(`/search_notarial_act?regnum=0012500001&code=0123456789abcdef#seal=${seal}`);
      const authentic = await screen.findByRole('heading', { level: 2, name: /^Chop etilgan holatida haqiqiy: / });
      const card = authentic.closest('article') as HTMLElement;
      expect(within(card).getByText('Karimov A. A., Yusupova M. B.')).toBeDefined();
      expect(within(card).getByText('Amalda')).toBeDefined();
      // The live answer: cancelled since it was printed, and signed electronically.
      const live = (await screen.findByRole('heading', { level: 2, name: 'Notarial harakat topildi' })).closest('article') as HTMLElement;
      expect(fact('Holati')).toBe('Bekor qilingan');
      expect(within(within(live).getByText('Imzo', { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent).toBe(
        'Elektron raqamli imzolar bilan imzolangan',
      );
    });

    it('refuses a seal whose data was changed, and checks a scanned QR text put in by hand', async () => {
      const { keys, sign } = await sealed();
      const [header, , signature] = (await sign(PAYLOAD)).split('.');
      const changed = btoa(JSON.stringify({ ...PAYLOAD, n: '0012599999' }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      restore = mockFetch(
        on('GET', '/api/act-seal/keys', () => json(keys)),
        on('GET', '/api/search/notarial_act/verify', () => json({ found: false })),
      ).restore;
      await renderRoute('/search_notarial_act');
      await userEvent.type(
        await screen.findByRole('textbox', { name: 'QR kod matni (skanerlangan havola)' }),
        `http://127.0.0.1/search_notarial_act?regnum=0012599999&code=0123456789abcdef#seal=${header}.${changed}.${signature}`,
      );
      await userEvent.click(screen.getByRole('button', { name: 'QR kodni tekshirish' }));
      expect(await screen.findByText('QR koddagi ma’lumotlar haqiqiy emas: ular o‘zgartirilgan yoki portal tomonidan berilmagan.')).toBeDefined();
    });
  });
});
