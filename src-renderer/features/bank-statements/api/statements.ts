import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANK_STATEMENTS_PATH,
  bankStatementEntryResolvePath,
  StatementImportSchema,
  StatementOverviewSchema,
  type StatementOverview,
} from '../../../../src-domain/http/routes/notary-bank-statements.ts';
import { getJson, postJson } from '../../../api/client.ts';

const RQKEY = ['notary', 'bank-statements'] as const;

/** The notary's latest imports and the mismatches still open. */
export function useStatementOverview() {
  return useQuery({ queryKey: RQKEY, queryFn: ({ signal }) => getJson(BANK_STATEMENTS_PATH, StatementOverviewSchema, { signal }) });
}

/** Imports one statement file; the overview is read again afterwards. */
export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    // A large statement takes a while to match: wait up to the API's time-out (spec §9: 100 s).
    mutationFn: (upload: { fileName: string; content: string }) => postJson(BANK_STATEMENTS_PATH, upload, StatementImportSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: RQKEY }),
  });
}

/** The notary dealt with a mismatch: it leaves the open list. */
export function useResolveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => postJson(bankStatementEntryResolvePath(entryId), {}, StatementOverviewSchema),
    onSuccess: (overview: StatementOverview) => client.setQueryData(RQKEY, overview),
  });
}
