import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { HOME_SERVICES } from './home-services.ts';
import { ServiceCarousel } from './service-carousel.tsx';
import { CAROUSEL_INTERVAL_MS } from './use-carousel.ts';

/** The user's "reduce motion" setting as `matchMedia` reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderCarousel() {
  await renderWithProviders(<ServiceCarousel services={HOME_SERVICES} />);
  const carousel = screen.getByRole('region', { name: 'Portal xizmatlari' });
  const shown = () =>
    within(carousel)
      .getAllByRole('group')
      .map((slide) => slide.getAttribute('aria-label'));
  const heading = () => within(carousel).getByRole('heading', { level: 3 }).textContent;
  return { carousel, shown, heading };
}

const button = (name: string) => screen.getByRole('button', { name });
const STOP = 'Slaydlar almashinuvini to‘xtatish';
const START = 'Slaydlar almashinuvini boshlash';

describe('home carousel (spec §2 screen 9; WAI-ARIA APG carousel)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  describe('structure and manual control', () => {
    beforeEach(() => prefersReducedMotion(true));

    it('is a named region with a carousel role description and six slides labelled "n of 6"', async () => {
      const { carousel } = await renderCarousel();
      expect(carousel.getAttribute('aria-roledescription')).toBe('karusel');
      const slides = carousel.querySelectorAll('[aria-roledescription="slayd"]');
      expect(slides).toHaveLength(6);
      expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '6 tadan 1-si',
        '6 tadan 2-si',
        '6 tadan 3-si',
        '6 tadan 4-si',
        '6 tadan 5-si',
        '6 tadan 6-si',
      ]);
      // Only the current slide is shown (and read); the others are hidden.
      expect([...slides].map((slide) => (slide as HTMLElement).hidden)).toEqual([false, true, true, true, true, true]);
    });

    it('moves with next and previous, wrapping around both ends', async () => {
      const user = userEvent.setup();
      const { shown, heading } = await renderCarousel();
      expect(heading()).toBe('Notarial harakat — onlayn');
      await user.click(button('Keyingi slayd'));
      expect(shown()).toEqual(['6 tadan 2-si']);
      expect(heading()).toBe('Xizmatlar katalogi va narx kalkulyatori');
      await user.click(button('Oldingi slayd'));
      await user.click(button('Oldingi slayd'));
      expect(shown()).toEqual(['6 tadan 6-si']);
      expect(heading()).toBe('Meros ishlarini qidirish');
      await user.click(button('Keyingi slayd'));
      expect(shown()).toEqual(['6 tadan 1-si']);
    });

    it('moves with the arrow keys while focus is inside it', async () => {
      const user = userEvent.setup();
      const { shown } = await renderCarousel();
      button('Keyingi slayd').focus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(shown()).toEqual(['6 tadan 3-si']);
      await user.keyboard('{ArrowLeft}');
      expect(shown()).toEqual(['6 tadan 2-si']);
    });

    it('moves with a horizontal swipe, not with a vertical one', async () => {
      const { carousel, shown } = await renderCarousel();
      const items = carousel.querySelector('.carousel__items') as HTMLElement;
      fireEvent.pointerDown(items, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(items, { clientX: 100, clientY: 110 });
      expect(shown()).toEqual(['6 tadan 2-si']);
      fireEvent.pointerDown(items, { clientX: 100, clientY: 100 });
      fireEvent.pointerUp(items, { clientX: 190, clientY: 105 });
      expect(shown()).toEqual(['6 tadan 1-si']);
      fireEvent.pointerDown(items, { clientX: 100, clientY: 100 });
      fireEvent.pointerUp(items, { clientX: 150, clientY: 300 });
      expect(shown()).toEqual(['6 tadan 1-si']);
    });

    it('links each slide to its service', async () => {
      const user = userEvent.setup();
      const { carousel } = await renderCarousel();
      const hrefs: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const slide = within(carousel).getByRole('group');
        hrefs.push(within(slide).getByRole('link').getAttribute('href') ?? '');
        await user.click(button('Keyingi slayd'));
      }
      expect(hrefs).toEqual(['/my_notarial_act', '/na_details', '/notary', '/search_notarial_act', '/search_proxy', '/search_inheritcase']);
    });
  });

  describe('automatic rotation', () => {
    it('does not move by itself when the user asks for reduced motion, until started', async () => {
      prefersReducedMotion(true);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown, carousel } = await renderCarousel();
      expect(button(START)).toBeDefined();
      expect(carousel.querySelector('.carousel__items')?.getAttribute('aria-live')).toBe('polite');
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
      expect(shown()).toEqual(['6 tadan 1-si']);

      fireEvent.click(button(START));
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      expect(shown()).toEqual(['6 tadan 2-si']);
    });

    it('rotates without that setting, with the slides not announced while rotating', async () => {
      prefersReducedMotion(false);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown, carousel } = await renderCarousel();
      expect(button(STOP)).toBeDefined();
      expect(carousel.querySelector('.carousel__items')?.getAttribute('aria-live')).toBe('off');
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      expect(shown()).toEqual(['6 tadan 2-si']);
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      expect(shown()).toEqual(['6 tadan 3-si']);
    });

    it('pauses while the pointer is over it and goes on when it leaves', async () => {
      prefersReducedMotion(false);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown, carousel } = await renderCarousel();
      fireEvent.mouseEnter(carousel);
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(shown()).toEqual(['6 tadan 1-si']);
      fireEvent.mouseLeave(carousel);
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      expect(shown()).toEqual(['6 tadan 2-si']);
    });

    it('stops when keyboard focus enters a slide or a control, and the rotation control starts it again', async () => {
      prefersReducedMotion(false);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown } = await renderCarousel();
      act(() => button('Keyingi slayd').focus());
      expect(button(START)).toBeDefined();
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(shown()).toEqual(['6 tadan 1-si']);

      act(() => button(START).focus());
      fireEvent.click(button(START));
      expect(button(STOP)).toBeDefined();
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      expect(shown()).toEqual(['6 tadan 2-si']);
    });
  });
});
