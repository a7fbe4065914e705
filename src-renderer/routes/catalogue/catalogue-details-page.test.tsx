import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breadcrumbAtom } from '../../state/breadcrumb.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { PROXY_SUMMARY, renderCataloguePage, serviceFixture } from './catalogue-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent;

describe('CatalogueDetailsPage (spec §2 na_details/{id}, screen 10)', () => {
  it('shows every field of screen 10', async () => {
    restore = mockFetch(on('GET', '/api/catalogue/1', () => json(serviceFixture()))).restore;
    await renderCataloguePage('/na_details/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport vositasini sotish shartnomasi' })).toBeDefined();
    expect(fact('Harakatlar guruhi')).toBe('Transport vositalari bilan bitimlar');
    expect(fact('Notarial harakat')).toBe('Transport vositasini sotish shartnomasi');
    expect(fact('Ro‘yxatga olingan harakatlar soni')).toBe('42');
    expect(fact('Narxi (davlat boji)')).toBe('obyekt qiymatining 1 %');
    expect(fact('Yaqin qarindoshlar uchun')).toBe('davlat bojining 5 %');
    expect(fact('Bajarilish muddati')).toBe('1 ish kuni');
    expect(fact('Ishtirokchilar')).toBe('Sotuvchi, Xaridor');
    expect(fact('Yakuniy natija')).toBe('Notarial tasdiqlangan shartnoma');
    expect(screen.getByRole('heading', { level: 2, name: 'Qonun bo‘yicha tavsif' }).nextElementSibling?.textContent).toBe(
      '«Notariat to‘g‘risida»gi Qonunga muvofiq.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Soddalashtirilgan tavsif' }).nextElementSibling?.textContent).toBe(
      'Avtomobilingizni boshqa shaxsga sotish shartnomasi.',
    );
    const copies = screen.getByRole('region', { name: 'Nusxalari' });
    expect(
      within(copies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Texpasport — 1 dona']);
    const originals = screen.getByRole('region', { name: 'Asl nusxalari' });
    expect(
      within(originals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pasport — 1 dona', 'Texpasport — 1 dona']);
    expect(screen.getByRole('heading', { level: 2, name: 'Boshqa shartlar' }).nextElementSibling?.textContent).toBe('Taqiq bo‘lmasligi kerak.');
    const related = screen.getByRole('region', { name: 'Tegishli xizmatlar' });
    expect(within(related).getByRole('link', { name: 'Transport vositasini hadya qilish shartnomasi' }).getAttribute('href')).toBe('/na_details/2');
  });

  it('leads to the calculator and to a new act (login is the guard’s job)', async () => {
    restore = mockFetch(on('GET', '/api/catalogue/1', () => json(serviceFixture()))).restore;
    await renderCataloguePage('/na_details/1');
    expect((await screen.findByRole('link', { name: 'Narxini hisoblash' })).getAttribute('href')).toBe('/na_details/calc/1');
    expect(screen.getByRole('link', { name: 'Notarial harakatni boshlash' }).getAttribute('href')).toBe('/enotarial_act/-1?service=1');
  });

  it('sends services without an online wizard to a notary office', async () => {
    restore = mockFetch(on('GET', '/api/catalogue/9', () => json(serviceFixture({ id: 9, actTypeId: null })))).restore;
    await renderCataloguePage('/na_details/9');
    expect(await screen.findByText('Bu xizmat notarial idorada shaxsan ko‘rsatiladi.', { exact: false })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Notarial harakatni boshlash' })).toBeNull();
    expect(screen.queryByText('Yaqin qarindoshlar uchun')).toBeNull();
  });

  it('shows the proxy discount of 50 % and a fixed price in Russian', async () => {
    restore = mockFetch(on('GET', '/api/catalogue/4', () => json(serviceFixture({ ...PROXY_SUMMARY })))).restore;
    await renderCataloguePage('/na_details/4', 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доверенность на транспортное средство' })).toBeDefined();
    expect(fact('Стоимость (государственная пошлина)')).toBe('206\u00A0000,00 сум');
    expect(fact('Для близких родственников')).toBe('50 % государственной пошлины');
  });

  it('sets the breadcrumb to the catalogue and the service', async () => {
    restore = mockFetch(on('GET', '/api/catalogue/1', () => json(serviceFixture()))).restore;
    const { store } = await renderCataloguePage('/na_details/1');
    await screen.findByRole('heading', { level: 1, name: 'Transport vositasini sotish shartnomasi' });
    await waitFor(() =>
      expect(store.get(breadcrumbAtom)).toEqual([{ label: 'Xizmatlar katalogi', href: '/na_details' }, { label: 'Transport vositasini sotish shartnomasi' }]),
    );
  });

  it('answers an address that is not a service id without asking the server', async () => {
    const { calls, restore: undo } = mockFetch();
    restore = undo;
    await renderCataloguePage('/na_details/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Xizmat tafsilotlari' })).toBeDefined();
    expect(screen.getByText('Bunday xizmat katalogda yo‘q.')).toBeDefined();
    expect(calls).toEqual([]);
  });
});
