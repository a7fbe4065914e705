import { useQuery } from '@tanstack/react-query';
import {
  REGISTRY_PERSONS_PATH,
  REGISTRY_REAL_ESTATE_PATH,
  REGISTRY_VEHICLES_PATH,
  RegistryPersonSchema,
  RegistryRealEstateSchema,
  RegistryVehicleSchema,
  type PersonLookupQuery,
  type RealEstateLookupQuery,
  type VehicleLookupQuery,
} from '../../../../src-domain/http/routes/registry-lookups.ts';
import { getJson } from '../../../api/client.ts';

/**
 * The registry lookups of the add-party, add-vehicle and add-real-estate forms
 * (src-domain/http/routes/registry-lookups.ts). Silent: "not found" (a 400 with the spec §8
 * text) and failures are shown inside the form, next to what was looked up, not as a toast.
 * Each runs only for a submitted query (`null` waits) and is kept for a few minutes.
 */
const KEEP_MS = 5 * 60_000;

export function usePersonLookup(query: PersonLookupQuery | null) {
  return useQuery({
    queryKey: ['registry', 'persons', query],
    queryFn: ({ signal }) => getJson(REGISTRY_PERSONS_PATH, RegistryPersonSchema, { signal, silent: true, query: query ?? {} }),
    enabled: query !== null,
    retry: false,
    staleTime: KEEP_MS,
  });
}

export function useVehicleLookup(query: VehicleLookupQuery | null) {
  return useQuery({
    queryKey: ['registry', 'vehicles', query],
    queryFn: ({ signal }) => getJson(REGISTRY_VEHICLES_PATH, RegistryVehicleSchema, { signal, silent: true, query: query ?? {} }),
    enabled: query !== null,
    retry: false,
    staleTime: KEEP_MS,
  });
}

export function useRealEstateLookup(query: RealEstateLookupQuery | null) {
  return useQuery({
    queryKey: ['registry', 'real-estate', query],
    queryFn: ({ signal }) => getJson(REGISTRY_REAL_ESTATE_PATH, RegistryRealEstateSchema, { signal, silent: true, query: query ?? {} }),
    enabled: query !== null,
    retry: false,
    staleTime: KEEP_MS,
  });
}
