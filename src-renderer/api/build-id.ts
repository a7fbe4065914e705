import { BUILD_ID_META, isPageExpired } from '../../src-domain/http/build-id.ts';
import { pageExpiredAtom } from '../state/page-expired.ts';
import { appStore } from '../state/store.ts';

/** The build this page came from: the web build writes it into index.html; the kiosk renderer has none. */
export function pageBuildId(): string | null {
  return document.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') ?? null;
}

/** Compares the build an API answer names with the page's own; a newer one marks the page expired. */
export function noteServerBuild(serverBuild: string | null): void {
  if (appStore.get(pageExpiredAtom)) return;
  if (isPageExpired(pageBuildId(), serverBuild)) appStore.set(pageExpiredAtom, true);
}
