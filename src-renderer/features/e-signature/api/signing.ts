import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actSignaturesPath,
  actSigningDocumentPath,
  actSigningPath,
  SIGNATURE_CONFIG_PATH,
  SignatureConfigSchema,
  type SigningDocument,
  SigningDocumentSchema,
  SigningStateSchema,
  type SigningState,
} from '../../../../src-domain/http/routes/act-signatures.ts';
import { getJson, postJson } from '../../../api/client.ts';
import { actKey, actPartKey } from '../../../api/query-keys.ts';

/** `['act', uuid, 'signing']`: under the act's key, so whatever refreshes the act refreshes this too. */
export const RQKEY = (uuid: string) => actPartKey(uuid, 'signing');
const CONFIG_KEY = ['signature-config'] as const;

/** Who signs, who has, and what this user may do now (src-domain/http/routes/act-signatures.ts). */
export function useSigningState(uuid: string) {
  return useQuery({
    queryKey: RQKEY(uuid),
    queryFn: ({ signal }) => getJson(actSigningPath(uuid), SigningStateSchema, { signal, uuid }),
    // The others sign in their own browsers: while the room signs, look again now and then.
    refetchInterval: (query) => (query.state.data?.applies && !query.state.data.complete ? 5_000 : false),
  });
}

/** Where the E-IMZO agent listens and the site's API keys, from the server's configuration. */
export function useSignatureConfig() {
  return useQuery({
    queryKey: CONFIG_KEY,
    queryFn: ({ signal }) => getJson(SIGNATURE_CONFIG_PATH, SignatureConfigSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchSigningDocument(uuid: string, signal?: AbortSignal): Promise<SigningDocument> {
  return getJson(actSigningDocumentPath(uuid), SigningDocumentSchema, { signal, uuid });
}

function useStatePutter(uuid: string) {
  const queryClient = useQueryClient();
  return (state: SigningState) => {
    queryClient.setQueryData(RQKEY(uuid), state);
    // The act's history gained a line and registration may now be possible.
    void queryClient.invalidateQueries({ queryKey: actKey(uuid), exact: true });
  };
}

/** The notary fixes the final document (after reading it out in the room). */
export function useFixDocumentMutation(uuid: string) {
  const put = useStatePutter(uuid);
  return useMutation({ mutationFn: () => postJson(actSigningDocumentPath(uuid), {}, SigningStateSchema, { uuid }), onSuccess: put });
}

/** A PKCS#7 the agent made over the document with this hash. */
export function useSubmitSignatureMutation(uuid: string) {
  const put = useStatePutter(uuid);
  return useMutation({
    mutationFn: (body: { pkcs7: string; sha256: string }) => postJson(actSignaturesPath(uuid), body, SigningStateSchema, { uuid }),
    onSuccess: put,
  });
}
