import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { offices, page, renderMyActs, summary } from './my-acts-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const dictionary = on('GET', '/api/dictionaries/notary_offices', () => json(offices));
const listCalls = (calls: { url: string }[], path = '/api/acts') => calls.map((call) => call.url).filter((url) => url.split('?')[0] === path);

describe('My notarial acts (spec §2 screen 12)', () => {
  it('lists the acts with type, step, state, visit and notary; each links to its details', async () => {
    restore = mockFetch(
      on('GET', '/api/acts', () =>
        json(
          page([
            summary(),
            summary({ id: 7, uuid: 'old-7', regsystemId: 2, step: 9, state: 'active', regnum: 'TSH-2025-000031', regdate: '2025-12-10', awaiting: null }),
          ]),
        ),
      ),
      dictionary,
    ).restore;
    await renderMyActs('/my_notarial_act');
    expect(screen.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' })).toBeDefined();
    const links = await screen.findAllByRole('link', { name: 'Transport vositasini sotish shartnomasi' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/enotarial_act/a1b2c3d4-0000-4000-8000-000000000041', '/my_notarial_act/7']);
    const card = links[0]?.closest('li') as HTMLElement;
    expect(within(card).getByText('6. Ro‘yxatga olish vaqtini tasdiqlash')).toBeDefined();
    expect(within(card).getByText('Sizning qaroringiz kutilmoqda')).toBeDefined();
    expect(within(card).getByText('25.11.2026 11:00')).toBeDefined();
    expect(within(card).getByText('Saidova Gulnora Anvar qizi')).toBeDefined();
    expect(within(links[1]?.closest('li') as HTMLElement).getByText('TSH-2025-000031, 10.12.2025')).toBeDefined();
    expect(screen.getByText('Topilgan harakatlar: 2').getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Yangi notarial harakat' }).getAttribute('href')).toBe('/enotarial_act/-1');
    expect(screen.getByRole('link', { name: 'Yangi soddalashtirilgan harakat' }).getAttribute('href')).toBe('/enotarial_act/-1?simplified=1');
  });

  it('switches to the awaiting tab through the address and asks the server for it', async () => {
    const api = mockFetch(
      on('GET', '/api/acts', () => json(page([]))),
      dictionary,
    );
    restore = api.restore;
    const { router } = await renderMyActs('/my_notarial_act');
    await screen.findByText(/Sizda hali notarial harakatlar yo‘q/);
    await userEvent.click(screen.getByRole('tab', { name: 'Qarorimni kutayotganlar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=awaiting'));
    expect(await screen.findByText('Qaroringizni kutayotgan notarial harakatlar yo‘q.')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Qarorimni kutayotganlar' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(api.calls)).toEqual(['/api/acts', '/api/acts?tab=awaiting']);
  });

  it('sends all twelve filters to the server as the address holds them, dates as DD.MM.YYYY', async () => {
    const api = mockFetch(
      on('GET', '/api/acts', () => json(page([]))),
      dictionary,
    );
    restore = api.restore;
    const { router } = await renderMyActs('/my_notarial_act?page=3');
    await screen.findByText(/Sizda hali notarial harakatlar yo‘q/);
    fireEvent.click(screen.getByText('Filtrlar'));
    const form = screen.getByRole('form', { name: 'Notarial harakatlarni filtrlash' });
    const set = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Sanadan', '2026-01-01');
    set('Sanagacha', '2026-11-30');
    set('Holati', 'active');
    set('Reestr raqami', 'tsh-2026');
    set('Reestr sanasi', '2026-02-03');
    set('Qabul sanasi', '2026-11-25');
    set('Qabul vaqti (Toshkent vaqti)', '11:00');
    set('Harakat turi', '101');
    await screen.findByRole('option', { name: 'Asaka notarial idorasi' });
    set('Notarial idora', '2');
    set('Bosqich', '9');
    set('Tizim', '3');
    set('Ro‘yxatga olish turi', '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Qo‘llash' }));
    const expected =
      'dateFrom=01.01.2026&dateTo=30.11.2026&state=active&regnum=TSH-2026&regdate=03.02.2026&visitDate=25.11.2026&visitTime=11%3A00&type=101&office=2&step=9&system=3&regtype=2';
    await waitFor(() => expect(router.state.location.search).toBe(`?${expected}`));
    await waitFor(() => expect(listCalls(api.calls)).toContain(`/api/acts?${expected}`));
    expect(listCalls(api.calls)[0]).toBe('/api/acts?page=3');
  });

  it('refuses a “to” date before the “from” date, and the reset clears every filter', async () => {
    restore = mockFetch(
      on('GET', '/api/acts', () => json(page([]))),
      dictionary,
    ).restore;
    const { router } = await renderMyActs('/my_notarial_act?state=active&type=1');
    const form = await screen.findByRole('form', { name: 'Notarial harakatlarni filtrlash' });
    fireEvent.change(within(form).getByLabelText('Sanadan'), { target: { value: '2026-05-02' } });
    fireEvent.change(within(form).getByLabelText('Sanagacha'), { target: { value: '2026-05-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Qo‘llash' }));
    expect(within(form).getByText('“Sanagacha” “Sanadan”dan oldin bo‘lmasligi kerak.')).toBeDefined();
    expect(router.state.location.search).toBe('?state=active&type=1');
    await userEvent.click(within(form).getByRole('button', { name: 'Tozalash' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the filters match nothing, and a failure offers a retry', async () => {
    let fail = true;
    restore = mockFetch(
      on('GET', '/api/acts', () => (fail ? new Response('down', { status: 503 }) : json(page([])))),
      dictionary,
    ).restore;
    await renderMyActs('/my_notarial_act?type=1');
    const alert = (await screen.findByText(/Ma’lumotlarni yuklab bo‘lmadi/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('Shartlarga mos notarial harakat topilmadi.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Filtrlarni tozalash' }).getAttribute('href')).toBe('/my_notarial_act');
  });

  it('pages with links that keep the tab and filters', async () => {
    restore = mockFetch(
      on('GET', '/api/acts', () => json(page([summary()], 45, 2))),
      dictionary,
    ).restore;
    await renderMyActs('/my_notarial_act?tab=awaiting&type=1&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Notarial harakatlar sahifalari' });
    expect(within(pager).getByText('Sahifa 2 / 3')).toBeDefined();
    expect(within(pager).getByRole('link', { name: 'Oldingi sahifa' }).getAttribute('href')).toBe('/my_notarial_act?tab=awaiting&type=1');
    expect(within(pager).getByRole('link', { name: 'Keyingi sahifa' }).getAttribute('href')).toBe('/my_notarial_act?tab=awaiting&type=1&page=3');
  });

  it('in the kiosk the links and the new act stay in the kiosk area', async () => {
    restore = mockFetch(
      on('GET', '/api/acts', () => json(page([summary(), summary({ id: 7, uuid: 'old-7', regsystemId: 2, awaiting: null })]))),
      dictionary,
    ).restore;
    await renderMyActs('/kiosk/my_notarial_act');
    const links = await screen.findAllByRole('link', { name: 'Transport vositasini sotish shartnomasi' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/kiosk/enotarial_act/a1b2c3d4-0000-4000-8000-000000000041', '/kiosk/my_notarial_act/7']);
    expect(screen.getByRole('link', { name: 'Yangi notarial harakat' }).getAttribute('href')).toBe('/kiosk/enotarial_act/-1');
  });

  it.each([
    ['oz', 'Mening notarial harakatlarim', 'Jarayondagi va yakunlanganlar'],
    ['uz', 'Менинг нотариал ҳаракатларим', 'Жараёндаги ва якунланганлар'],
    ['ru', 'Мои нотариальные действия', 'В процессе и завершённые'],
  ] as const)('speaks %s', async (locale, heading, tab) => {
    restore = mockFetch(
      on('GET', '/api/acts', () => json(page([]))),
      dictionary,
    ).restore;
    await renderMyActs('/my_notarial_act', { locale });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.getByRole('tab', { name: tab })).toBeDefined();
  });
});

describe('the notary workspace (docs/decisions/0006-notary-workspace-and-act-pages.md)', () => {
  it('shows a notary the queue of their acts by step from /api/notary/acts', async () => {
    const api = mockFetch(
      on('GET', '/api/notary/acts', () => json(page([summary({ step: 2, role: 'notary', awaiting: null })]))),
      on('GET', '/api/acts', () => json(page([]))),
      dictionary,
    );
    restore = api.restore;
    const { router } = await renderMyActs('/my_notarial_act', { roles: ['notary'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Notarial harakatlar navbati' })).toBeDefined();
    const card = (await screen.findByRole('link', { name: 'Transport vositasini sotish shartnomasi' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Karimov Aziz Alisher o‘g‘li')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Yangi notarial harakat' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '4. To‘lovni shakllantirish' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
    await waitFor(() => expect(listCalls(api.calls, '/api/notary/acts')).toEqual(['/api/notary/acts', '/api/notary/acts?step=4']));
    expect(screen.getByRole('link', { name: '4. To‘lovni shakllantirish' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'Shaxsiy notarial harakatlarim' }));
    await waitFor(() => expect(listCalls(api.calls)).toEqual(['/api/acts']));
  });
});
