import { describe, expect, it } from 'vitest';
import { canHydrate, PRERENDER_ATTRIBUTES, type ClientStart } from './prerender-mark.ts';

const root = document.createElement('div');
root.setAttribute(PRERENDER_ATTRIBUTES.path, '/');
root.setAttribute(PRERENDER_ATTRIBUTES.locale, 'oz');

const fresh: ClientStart = { pathname: '/', search: '', locale: 'oz', mode: 'browser', signedIn: false, redirectSaved: false };

describe('hydrate a prerendered page only for the visitor it was rendered for (docs/decisions/0011-home-page-first-paint-and-budget.md)', () => {
  it('hydrates a fresh visitor of that page', () => {
    expect(canHydrate(root, fresh)).toBe(true);
  });

  it.each<[string, Partial<ClientStart>]>([
    ['another path', { pathname: '/index' }],
    ['a query (filters, login prefill)', { search: '?passserial=AB' }],
    ['another locale', { locale: 'ru' }],
    ['kiosk mode', { mode: 'kiosk' }],
    ['a session', { signedIn: true }],
    ['a saved redirect target on the home page', { redirectSaved: true }],
  ])('renders afresh for %s', (_name, change) => {
    expect(canHydrate(root, { ...fresh, ...change })).toBe(false);
  });

  it.each(['/search_proxy', '/na_details'])('hydrates %s with a saved redirect target: only the home page shows it', (path) => {
    const page = document.createElement('div');
    page.setAttribute(PRERENDER_ATTRIBUTES.path, path);
    page.setAttribute(PRERENDER_ATTRIBUTES.locale, 'oz');
    expect(canHydrate(page, { ...fresh, pathname: path, redirectSaved: true })).toBe(true);
  });

  it('renders afresh over a page that was not prerendered', () => {
    expect(canHydrate(document.createElement('div'), fresh)).toBe(false);
  });
});
