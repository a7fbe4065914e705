import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { detailsFixture, renderNotaryPage, reviewsPage } from './notary-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const REVIEW = { id: 9, rating: 5, text: 'Tez va sifatli', author: 'Aziz K.', createdAt: '2026-11-20T07:00:00.000Z' };

describe('NotaryDetailsPage (spec §2 notary/{id}, screen 17)', () => {
  it('shows rating, status, licence, the map link, the week with today marked, and "no reviews"', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture())),
      on('GET', '/api/notaries/1/reviews', () => json(reviewsPage([]))),
    ).restore;
    await renderNotaryPage('/notary/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saidova Gulnora Anvar qizi' })).toBeDefined();
    expect(screen.getAllByText('5 balldan 4,6').length).toBeGreaterThan(0);
    expect(screen.getByText('Litsenziya amalda · № 0001')).toBeDefined();
    // The phone as the footer shows its own (src-domain/identity/format-phone.ts), and dialable.
    expect(screen.getByRole('link', { name: '+998 71 234-56-78' }).getAttribute('href')).toBe('tel:+998712345678');
    expect(screen.getByRole('link', { name: /Xaritada ko‘rish/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=41.3111&mlon=69.2797#map=16/41.3111/69.2797',
    );
    const table = screen.getByRole('table', { name: 'Ish vaqti (Toshkent vaqti)' });
    expect(
      within(table)
        .getByRole('rowheader', { name: /^Dushanba/ })
        .closest('tr')?.textContent,
    ).toContain('09:00–18:00');
    expect(
      within(table)
        .getByRole('rowheader', { name: /^Yakshanba/ })
        .closest('tr')?.textContent,
    ).toContain('Dam olish kuni');
    expect(table.querySelectorAll('tr[aria-current="date"]')).toHaveLength(1);
    expect(await screen.findByText('Hali sharhlar yo‘q')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sharh qoldirish uchun tizimga kiring' })).toBeDefined();
  });

  it('says the notary has no location when the coordinates are missing (spec §8)', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture({ location: { lat: 0, lng: 0 } }))),
      on('GET', '/api/notaries/1/reviews', () => json(reviewsPage([REVIEW]))),
    ).restore;
    await renderNotaryPage('/notary/1', { locale: 'ru' });
    expect(await screen.findByText('Местоположение нотариуса не указано')).toBeDefined();
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    expect(await screen.findByText('Tez va sifatli')).toBeDefined();
  });

  it('asks for a rating, posts a review, refreshes the list, and shows the server’s 409 on a second one', async () => {
    let posted = 0;
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture({ rating: posted ? 4.63 : 4.57, reviewCount: 7 + posted }))),
      on('GET', '/api/notaries/1/reviews', () => json(reviewsPage(posted ? [{ ...REVIEW, rating: 4, text: 'Yaxshi' }] : []))),
      on('POST', '/api/notaries/1/reviews', () => {
        posted += 1;
        return posted === 1
          ? json({ review: { ...REVIEW, rating: 4, text: 'Yaxshi' }, rating: 4.63, reviewCount: 8 })
          : json({ code: 'review_exists', message: 'Siz bu notarius haqida allaqachon sharh qoldirgansiz' }, 409);
      }),
    );
    restore = undo;
    await renderNotaryPage('/notary/1', { token: 'token-1' });
    const form = await screen.findByRole('form', { name: 'Sharh qoldirish' });
    fireEvent.click(within(form).getByRole('button', { name: 'Yuborish' }));
    expect(within(form).getByText('Sharh uchun baho qo‘yish majburiy')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const stars = within(form).getByRole('radiogroup', { name: /Baho \(majburiy\)/ });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(stars).getByRole('radio', { name: '5 balldan 4' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Sharh matni' }), { target: { value: 'Yaxshi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByText('Yaxshi')).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 4, text: 'Yaxshi' });
    await waitFor(() => expect(screen.getAllByText('5 balldan 4,6').length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.url === '/api/notaries/1').length).toBeGreaterThan(1);

    fireEvent.click(within(form).getByRole('radio', { name: '5 balldan 5' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Yuborish' }));
    expect(await within(form).findByText('Siz bu notarius haqida allaqachon sharh qoldirgansiz')).toBeDefined();
  });
});
