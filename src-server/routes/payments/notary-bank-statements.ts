import type { FastifyPluginAsync } from 'fastify';
import {
  BANK_STATEMENT_ENTRY_RESOLVE_PATH,
  BANK_STATEMENTS_PATH,
  BankStatementUploadSchema,
  EntryParamsSchema,
  MAX_STATEMENT_BYTES,
} from '../../../src-domain/http/routes/notary-bank-statements.ts';
import { parseInput } from '../../http/parse-input.ts';
import { importBankStatement, resolveStatementEntry, statementOverview, type StatementServices } from '../../payments/bank-statement/statement-import.ts';
import type { RateLimitSetting } from '../../http/rate-limit-setting.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import { signedIn } from '../request-user.ts';

/** Imports per notary and window: a statement or two a day, a retry; reads are cheap. */
export const DEFAULT_STATEMENT_IMPORT_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 10 * 60_000 };
export const DEFAULT_STATEMENT_READ_RATE_LIMIT: RateLimitSetting = { max: 120, timeWindowMs: 60_000 };

/**
 * A notary's bank statements (docs/decisions/0054-ways-to-pay.md): the `notary` role only; each
 * notary reads, imports and resolves only against their own acts' invoices (statement-import.ts).
 * The upload is JSON with the file's text, at most 4 MiB.
 */
export function notaryBankStatementRoutes(deps: StatementServices): FastifyPluginAsync {
  return async (app) => {
    const access = { role: 'notary' } as const;
    const read = perUserRateLimit(DEFAULT_STATEMENT_READ_RATE_LIMIT);

    app.get(BANK_STATEMENTS_PATH, { config: { access, rateLimit: read } }, async (request) => statementOverview(deps, signedIn(request).user));

    app.post(
      BANK_STATEMENTS_PATH,
      { bodyLimit: MAX_STATEMENT_BYTES + 64 * 1024, config: { access, rateLimit: perUserRateLimit(DEFAULT_STATEMENT_IMPORT_RATE_LIMIT) } },
      async (request) => {
        const upload = parseInput(BankStatementUploadSchema, request.body ?? {}, 'body');
        return importBankStatement(deps, signedIn(request).user, upload);
      },
    );

    app.post(BANK_STATEMENT_ENTRY_RESOLVE_PATH, { config: { access, rateLimit: read } }, async (request) => {
      const { entryId } = parseInput(EntryParamsSchema, request.params, 'params');
      return resolveStatementEntry(deps, signedIn(request).user, entryId);
    });
  };
}
