import { ActSearchView } from './act-search-view.tsx';
import { BanSearchView } from './ban-search-view.tsx';
import { InheritanceSearchView } from './inheritance-search-view.tsx';
import { ProxySearchView } from './proxy-search-view.tsx';

/**
 * The public checks and searches (spec §2 screens 11, 18), one lazily
 * loaded chunk for the web pages and their kiosk twins. A kiosk page is the same search in the
 * kiosk frame: 64 px controls and the on-screen keyboard come from the kiosk layout.
 */
export function SearchActPage() {
  return <ActSearchView />;
}

export function SearchProxyPage() {
  return <ProxySearchView />;
}

export function KioskSearchProxyPage() {
  return <ProxySearchView />;
}

export function SearchInheritancePage() {
  return <InheritanceSearchView kiosk={false} />;
}

export function KioskSearchInheritancePage() {
  return <InheritanceSearchView kiosk />;
}

export function SearchBanPage() {
  return <BanSearchView />;
}

export function KioskSearchBanPage() {
  return <BanSearchView />;
}
