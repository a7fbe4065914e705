import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { appStore } from '../state/store.ts';
import { Toaster } from '../ui/toast/toaster.tsx';
import { i18n } from './i18n.ts';
import { LocaleSync } from './locale-sync.tsx';
import { createQueryClient } from './query-client.ts';

type Store = typeof appStore;

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own store and query client; the app uses the shared ones. */
  store?: Store;
  queryClient?: QueryClient;
}

/**
 * Client state (jotai), server state (TanStack Query), translations (Lingui) and the app's one
 * toast area (spec §8 toasts). The catalog of the stored locale is loaded before the first render
 * (`main.tsx`); `LocaleSync` follows changes.
 */
export function Providers({ children, store = appStore, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <LocaleSync />
          {children}
          <Toaster />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
