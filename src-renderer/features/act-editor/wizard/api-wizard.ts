import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditSubjectBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import {
  actChildrenPath,
  actCoOwnersPath,
  ActDetailsSchema,
  actPartyPath,
  actPath,
  actSpousePath,
  actSubjectPath,
  type ActDetails,
} from '../../../../src-domain/http/routes/acts.ts';
import {
  REGISTRY_CHILDREN_PATH,
  REGISTRY_OWN_REAL_ESTATE_PATH,
  REGISTRY_OWN_VEHICLES_PATH,
  REGISTRY_SPOUSE_PATH,
  RegistryChildrenResponseSchema,
  RegistryOwnRealEstateResponseSchema,
  RegistryOwnVehiclesResponseSchema,
  RegistrySpouseResponseSchema,
} from '../../../../src-domain/http/routes/registry-lookups.ts';
import { PROXY_SEARCH_PATH, ProxySearchResponseSchema, type ProxySearchQuery } from '../../../../src-domain/http/routes/search-proxy.ts';
import { apiClient, getJson, postJson } from '../../../api/client.ts';
import { refetchOnConflict } from '../api/refetch-on-conflict.ts';
import { storeActDetails } from '../api/store-act-details.ts';

/** The registry answers change rarely: kept a few minutes, like the editor's lookups. */
const KEEP_MS = 5 * 60_000;

/** `GET /api/registry/children`: the signed-in parent's minor children (spec §5: 15034 takes them from the registry). */
export function useOwnChildren() {
  return useQuery({
    queryKey: ['registry', 'children'],
    queryFn: ({ signal }) => getJson(REGISTRY_CHILDREN_PATH, RegistryChildrenResponseSchema, { signal }),
    staleTime: KEEP_MS,
  });
}

/** `GET /api/registry/own-real-estate`: what the cadastre records the signed-in user as owning (11944). */
export function useOwnRealEstate() {
  return useQuery({
    queryKey: ['registry', 'own-real-estate'],
    queryFn: ({ signal }) => getJson(REGISTRY_OWN_REAL_ESTATE_PATH, RegistryOwnRealEstateResponseSchema, { signal }),
    staleTime: KEEP_MS,
  });
}

/** `GET /api/registry/own-vehicles`: what the traffic-safety database records the signed-in user as owning (sale 1). */
export function useOwnVehicles() {
  return useQuery({
    queryKey: ['registry', 'own-vehicles'],
    queryFn: ({ signal }) => getJson(REGISTRY_OWN_VEHICLES_PATH, RegistryOwnVehiclesResponseSchema, { signal }),
    staleTime: KEEP_MS,
  });
}

/**
 * The base of a sub-delegation in the power-of-attorney register (the public check, route
 * search_proxy): in force, until when. Asked when the applicant presses "check", never cached,
 * since a power of attorney can be revoked at any moment.
 */
export function useBaseProxyCheck(base: ProxySearchQuery | undefined) {
  return useQuery({
    queryKey: ['registry', 'base-proxy', base?.regnum ?? null, base?.regdate ?? null],
    queryFn: base ? ({ signal }) => getJson(PROXY_SEARCH_PATH, ProxySearchResponseSchema, { query: base, signal }) : skipToken,
    staleTime: 0,
  });
}

/** `POST /api/acts/:uuid/co-owners`: the registry's co-owners of the act's vehicle join as sellers (spec §5). */
export function useAddCoOwners(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson(actCoOwnersPath(act.uuid), { version: act.version }, ActDetailsSchema, { uuid: act.uuid }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}

/**
 * A step whose data lives on a subject (the sale's price and payment terms): `PATCH
 * …/subjects/:id`, then the step reached, `PATCH /api/acts/:uuid { wizardStep }`, with the
 * version the first answer gave. The server checks the step's rules on the stored subject; if
 * it refuses, the subject stays saved and the wizard where it was.
 */
export function useSubjectStep(act: ActDetails, index: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // As `usePatchAct`: offline, "next" fails at once and says so (docs/decisions/0060-wizard-step-drafts.md).
    networkMode: 'always',
    mutationFn: async ({ subjectId, body }: { subjectId: number; body: EditSubjectBody }) => {
      const saved = await apiClient.request(actSubjectPath(act.uuid, subjectId), {
        method: 'PATCH',
        body: { ...body, version: act.version },
        schema: ActDetailsSchema,
        uuid: act.uuid,
      });
      void storeActDetails(queryClient, saved);
      return apiClient.request(actPath(act.uuid), {
        method: 'PATCH',
        body: { wizardStep: index + 1, version: saved.version },
        schema: ActDetailsSchema,
        uuid: act.uuid,
      });
    },
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}

/** `POST /api/acts/:uuid/children`: a child from that list joins the act. */
export function useAddChild(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => postJson(actChildrenPath(act.uuid), { pin, version: act.version }, ActDetailsSchema, { uuid: act.uuid }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}

/** `DELETE …/parties/:id` or `…/subjects/:id`: a choice taken back on a step. */
export function useRemoveChoice(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { party: number } | { subject: number }) =>
      apiClient.request('party' in item ? actPartyPath(act.uuid, item.party) : actSubjectPath(act.uuid, item.subject), {
        method: 'DELETE',
        query: { version: act.version },
        schema: ActDetailsSchema,
        uuid: act.uuid,
      }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}

/** `GET /api/registry/spouse`: the signed-in user's spouse in the civil registry (spouse consent 15003). */
export function useOwnSpouse() {
  return useQuery({
    queryKey: ['registry', 'spouse'],
    queryFn: ({ signal }) => getJson(REGISTRY_SPOUSE_PATH, RegistrySpouseResponseSchema, { signal }),
    staleTime: KEEP_MS,
  });
}

/** `POST /api/acts/:uuid/spouse`: that spouse joins the act (the server checks the §5 rules for an added party). */
export function useAddSpouse(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson(actSpousePath(act.uuid), { version: act.version }, ActDetailsSchema, { uuid: act.uuid }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}
