import { useQuery } from '@tanstack/react-query';
import { catalogueServicePath, CatalogueServiceResponseSchema, type CatalogueServiceResponse } from '../../../../src-domain/http/routes/catalogue-service.ts';
import { getJson } from '../../../api/client.ts';

/** Query key of one service; the details page and the calculator share it. */
export const RQKEY = (id: number) => ['catalogue', 'service', id] as const;

/** `GET /api/catalogue/:id`: everything screen 10 shows about the service. */
export function fetchCatalogueService(id: number, signal: AbortSignal): Promise<CatalogueServiceResponse> {
  return getJson(catalogueServicePath(id), CatalogueServiceResponseSchema, { signal });
}

/** `id` null (a malformed address) asks nothing: the page says the service is unknown. */
export function useCatalogueService(id: number | null) {
  return useQuery({ queryKey: RQKEY(id ?? 0), queryFn: ({ signal }) => fetchCatalogueService(id ?? 0, signal), enabled: id !== null });
}
