import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/**
 * Server state defaults: one retry for failures that may pass on a second try (network,
 * time-out, 5xx), none for answers that will not change (4xx, 418 of spec §8); data is fresh for
 * a minute; no refetch on window focus (a kiosk and a form-heavy portal gain nothing from it).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: 0 },
    },
  });
}
