import { useMutation } from '@tanstack/react-query';
import { HANDOFF_REDEEM_PATH, HandoffRedeemResponseSchema } from '../../../../src-domain/http/routes/act-handoff.ts';
import { postJson } from '../../../api/client.ts';

/** `POST /api/act-handoffs/redeem`: the act behind a code from another device, once (docs/decisions/0044-act-handoff-code.md). */
export function useRedeemHandoff() {
  return useMutation({ mutationFn: (code: string) => postJson(HANDOFF_REDEEM_PATH, { code }, HandoffRedeemResponseSchema) });
}
