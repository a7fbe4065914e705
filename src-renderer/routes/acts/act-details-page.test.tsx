import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { actFixture, party } from '../../features/act-details/act-fixture.test-support.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderActPage } from './act-details-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const uuid = actFixture().uuid;
const actUrl = `/api/acts/${uuid}`;

describe('act details (spec §2 screen 13)', () => {
  it('shows the act, its step among the nine, and exactly the actions the server allows', async () => {
    restore = mockFetch(on('GET', actUrl, () => json(actFixture()))).restore;
    await renderActPage(`/enotarial_act/${uuid}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Notarial harakat' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Transport vositasini sotish shartnomasi' })).toBeDefined();
    const steps = within(screen.getByRole('navigation', { name: 'Notarial harakat bosqichlari' })).getAllByRole('listitem');
    expect(steps).toHaveLength(9);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.textContent).toContain('Tayyorlash');
    const actions = within(screen.getByRole('region', { name: 'Amallar' })).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Notariusga yuborish', 'Harakatni o‘chirish', 'Bekor qilish (annulyatsiya)']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Umumiy ma’lumotlar',
      'Ishtirokchilar',
      'Mulklar',
      'Chop etish shakli',
      'To‘lovlar',
      'Ma’lumotnomalar',
      'Natija',
      'Izohlar',
      'Tarix',
    ]);
  });

  it('sends an action with the version it saw and shows the act the server answers', async () => {
    // The server's act as it is now: the page reads it again after the change.
    let current = actFixture();
    const api = mockFetch(
      on('GET', actUrl, () => json(current)),
      on('POST', `${actUrl}/actions`, () => {
        current = actFixture({ step: 2, version: 5, allowedActions: ['back_one_step', 'annul'], editable: false });
        return json(current);
      }),
    );
    restore = api.restore;
    await renderActPage(`/enotarial_act/${uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Notariusga yuborish' }));
    // The buyer has not answered yet: sending asks first, naming her (spec §3 party status).
    const dialog = await screen.findByRole('dialog', { name: 'Notariusga yuborish' });
    expect(dialog.textContent).toContain('Yusupova Malika Bobur qizi (Xaridor): hali taklif qilinmagan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notariusga yuborish' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'send_to_notary', confirmed: true, version: 4 });
    expect(
      within(screen.getByRole('region', { name: 'Amallar' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bir qadam orqaga', 'Bekor qilish (annulyatsiya)']);
  });

  it('shows the server’s reason when it refuses a change the client handling only logs (409)', async () => {
    restore = mockFetch(
      on('GET', actUrl, () => json(actFixture())),
      on('POST', `${actUrl}/actions`, () => json({ code: 'act_version_conflict', message: 'Notarial harakat o‘zgargan, sahifani yangilang' }, 409)),
    ).restore;
    await renderActPage(`/enotarial_act/${uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Notariusga yuborish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Notariusga yuborish' }));
    expect((await screen.findByText('Notarial harakat o‘zgargan, sahifani yangilang')).getAttribute('role')).toBe('alert');
  });

  it('shows the notary an act sent before every party answered: who, and in the history which roles', async () => {
    const sent = actFixture({
      step: 2,
      editable: false,
      viewer: { role: 'notary', partyId: null, partyStatus: null },
      allowedActions: ['accept_check', 'return_with_remarks'],
      history: [
        {
          id: 9,
          at: '2026-11-21T05:05:00.000Z',
          actorRole: 'applicant',
          actorName: 'Karimov Aziz Alisher o‘g‘li',
          action: 'send_to_notary',
          fromStep: 1,
          toStep: 2,
          fromState: 'draft',
          toState: 'draft',
          reason: 'buyer',
        },
      ],
    });
    restore = mockFetch(on('GET', actUrl, () => json(sent))).restore;
    await renderActPage(`/enotarial_act/${uuid}?tab=history`);
    const notice = await screen.findByText('Ariza hamma ishtirokchilar javob bermasdan yuborilgan:');
    expect(notice.closest('.notice')?.textContent).toContain('Yusupova Malika Bobur qizi (Xaridor): hali taklif qilinmagan');
    expect(screen.getByRole('cell', { name: 'Javob bermaganlar: Xaridor' })).toBeDefined();
  });

  it('tells the applicant who has not answered and refreshes the statuses', async () => {
    let answered = false;
    const api = mockFetch(
      on('GET', actUrl, () =>
        json(
          actFixture({
            parties: [
              party(),
              party({ id: 2, fullName: 'Yusupova Malika Bobur qizi', role: 'buyer', isApplicant: false, status: answered ? 'accepted' : null }),
            ],
          }),
        ),
      ),
    );
    restore = api.restore;
    await renderActPage(`/enotarial_act/${uuid}?tab=parties`);
    expect(await screen.findByText('Javob bermaganlar: Yusupova Malika Bobur qizi')).toBeDefined();
    expect(screen.getByRole('button', { name: 'SMS orqali taklif qilish' })).toBeDefined();
    answered = true;
    await userEvent.click(screen.getByRole('button', { name: 'Holatlarni yangilash' }));
    expect(await screen.findByText('Barcha ishtirokchilar javob bergan.')).toBeDefined();
    expect(screen.getAllByText('Qabul qilgan').length).toBeGreaterThan(0);
  });

  it('gets an invitation link and shows it to pass on', async () => {
    const api = mockFetch(
      on('GET', actUrl, () => json(actFixture())),
      on('POST', `${actUrl}/parties/2/invite`, () =>
        json({
          channel: 'link',
          link: `http://portal.test/enotarial_act/${uuid}?invite=${'A'.repeat(32)}`,
          qrSvg: null,
          smsSent: false,
          smsTo: null,
          details: actFixture(),
        }),
      ),
    );
    restore = api.restore;
    await renderActPage(`/enotarial_act/${uuid}?tab=parties`);
    await userEvent.click(await screen.findByRole('button', { name: 'Taklif havolasini olish' }));
    const link = await screen.findByRole('textbox', { name: 'Taklif havolasi' });
    expect((link as HTMLInputElement).value).toBe(`http://portal.test/enotarial_act/${uuid}?invite=${'A'.repeat(32)}`);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ channel: 'link' });
  });

  it('opens the parties tab at the party of a member address, by the act’s number', async () => {
    const api = mockFetch(on('GET', '/api/acts/by-id/77', () => json(actFixture())));
    restore = api.restore;
    await renderActPage('/my_notarial_act/77/member/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harakat ishtirokchisi' })).toBeDefined();
    const tab = await screen.findByRole('tab', { name: 'Ishtirokchilar' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Yusupova Malika Bobur qizi'));
  });

  it('shows the invitation an invited party opened, and accepting answers the server', async () => {
    const token = 'Qw3rty_-Qw3rty_-Qw3rty_-Qw3rty_-';
    const invited = actFixture({
      viewer: { role: 'party', partyId: 2, partyStatus: null },
      allowedActions: ['accept_invitation', 'decline_invitation'],
      editable: false,
    });
    let current = invited;
    const api = mockFetch(
      on('GET', actUrl, () => json(current)),
      on('GET', `/api/invitations/${token}`, () =>
        json({
          uuid,
          actId: 77,
          actTypeId: 1,
          step: 1,
          state: 'draft',
          inviterName: 'Karimov Aziz Alisher o‘g‘li',
          notaryName: null,
          partyId: 2,
          role: 'buyer',
          status: null,
          decidedAt: null,
          allowedActions: ['accept_invitation', 'decline_invitation'],
        }),
      ),
      on('POST', `/api/invitations/${token}/accept`, () => {
        current = { ...invited, viewer: { role: 'party', partyId: 2, partyStatus: 'accepted' }, allowedActions: ['exit_deal'] };
        return json(current);
      }),
    );
    restore = api.restore;
    await renderActPage(`/enotarial_act/${uuid}?invite=${token}`, { pin: '40211922651010' });
    const card = await screen.findByRole('region', { name: 'Sizni notarial harakatga taklif qilishdi' });
    expect(card.textContent).toContain(
      'Karimov Aziz Alisher o‘g‘li sizni “Transport vositasini sotish shartnomasi” notarial harakatiga “Xaridor” sifatida taklif qilmoqda.',
    );
    // The banner answers; the action bar does not offer the same twice.
    expect(screen.queryByRole('region', { name: 'Amallar' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Taklifni qabul qilaman' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Amallar' })).getByRole('button').textContent).toBe('Bitimdan chiqish'));
    expect(api.calls.some((call) => call.method === 'POST' && call.url === `/api/invitations/${token}/accept`)).toBe(true);
  });

  it('shows a registered act’s registry number, date and office on the result tab', async () => {
    restore = mockFetch(
      on('GET', actUrl, () =>
        json(actFixture({ step: 9, state: 'active', regnum: 'TSH-2026-000123', regdate: '2026-11-22', allowedActions: [], editable: false })),
      ),
    ).restore;
    await renderActPage(`/kiosk/enotarial_act/${uuid}?tab=result`);
    expect(await screen.findByText('TSH-2026-000123')).toBeDefined();
    expect(screen.getByText('22.11.2026')).toBeDefined();
    const last = within(screen.getByRole('navigation', { name: 'Notarial harakat bosqichlari' })).getAllByRole('listitem')[8];
    expect(last?.getAttribute('aria-current')).toBe('step');
  });

  it('says so when the address holds no act number', async () => {
    restore = mockFetch().restore;
    await renderActPage('/my_notarial_act/abc');
    expect(await screen.findByText('Bunday notarial harakat topilmadi.')).toBeDefined();
  });

  it.each([
    ['oz', 'Notarial harakat', 'Umumiy ma’lumotlar', 'Tayyorlash'],
    ['uz', 'Нотариал ҳаракат', 'Умумий маълумотлар', 'Тайёрлаш'],
    ['ru', 'Нотариальное действие', 'Общие сведения', 'Подготовка'],
  ] as const)('speaks %s', async (locale, heading, tab, step) => {
    restore = mockFetch(on('GET', actUrl, () => json(actFixture()))).restore;
    await renderActPage(`/enotarial_act/${uuid}`, { locale });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(await screen.findByRole('tab', { name: tab })).toBeDefined();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain(step);
  });
});
