import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { Locale } from '../src-domain/i18n/locale.ts';
import { i18n, loadLocale, showLocale } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { ROUTE_TITLES } from './app/route-titles.ts';
import { routes } from './app/routes.tsx';
import { findRoute } from './app/routing-rules.ts';
import { localeAtom } from './state/locale.ts';

/**
 * The server side of first paint without JavaScript (docs/decisions/0011-home-page-first-paint-and-budget.md): web/prerender-plugin.ts
 * builds this file for Node and renders each public page with it at build time. The tree is the
 * client's (`main.tsx`) for a fresh visitor: default store, no session, the given locale, the
 * data router resolved by react-router's static handler; pages that read the server render their
 * loading state (no data is fetched here). No hydration data script is written: the client
 * loads its chunks itself, and the CSP allows no inline script.
 */

export interface PrerenderedPage {
  /** The HTML inside `#root`. */
  html: string;
  /** The document title the page sets when it runs (`useDocumentTitle`). */
  title: string;
  /** Message ids the render asked Lingui for: the shell part of the catalog must hold them. */
  messageIds: string[];
}

/** A fresh visitor's store, but for the locale they chose: the locale switch shows it pressed. */
function storeIn(locale: Locale) {
  const store = createStore();
  store.set(localeAtom, locale);
  return store;
}

/** Same text as `useDocumentTitle`: the home page names the portal, other pages their route title. */
function pageTitle(path: string): string {
  const route = findRoute(path);
  const title = route?.area === 'home' || !route ? i18n._('home.documentTitle') : i18n._(ROUTE_TITLES[route.titleId as keyof typeof ROUTE_TITLES]);
  return `${title} — e-Notarius`;
}

export async function prerenderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  await loadLocale(locale);
  showLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} ${context.headers.get('location') ?? ''}: only pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Every translation goes through `_` (Trans) or `t` (the bound copy useLingui hands out).
  const asked = new Set<string>();
  const original = { _: i18n._, t: i18n.t };
  // Both overloads of `_` (an id or a descriptor) pass through unchanged.
  const recording = ((...args: unknown[]): string => {
    const first = args[0];
    const id = typeof first === 'string' ? first : (first as { id?: string } | undefined)?.id;
    if (id) asked.add(id);
    return Reflect.apply(original._, i18n, args) as string;
  }) as typeof i18n._;
  i18n._ = recording;
  i18n.t = recording;
  try {
    const html = renderToString(
      <StrictMode>
        <Providers store={storeIn(locale)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    return { html, title: pageTitle(path), messageIds: [...asked].sort() };
  } finally {
    i18n._ = original._;
    i18n.t = original.t;
  }
}
