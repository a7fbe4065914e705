import { apiOrigin } from '../platform/api-origin.ts';
import { localeAtom } from '../state/locale.ts';
import { appStore } from '../state/store.ts';
import { tokenAtom } from '../state/token.ts';
import { createHttpClient } from './http-client.ts';

/** The app's HTTP client, bound to the app store's token and locale. Endpoint files use it. */
export const apiClient = createHttpClient({
  origin: apiOrigin,
  getToken: () => appStore.get(tokenAtom),
  setToken: (token) => appStore.set(tokenAtom, token),
  getLocale: () => appStore.get(localeAtom),
});
