import { describe, expect, it } from 'vitest';
import { withActClients } from '../../test-support/act-test-app.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';
import { runSubjectTerms } from '../../test-support/subject-terms.test-support.ts';

/** The common subject fields on PostgreSQL, the same checks as on SQLite (docs/decisions/0050-subject-common-fields.md). */
describe('the common subject fields on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('refuses a wrong card number and a share of 3/2; keeps the last four digits only', { timeout: 120_000 }, async () => {
    await withPostgresApp('subject_terms', 4, async (base) => {
      expect((await runSubjectTerms(withActClients(base))).subjects[0]?.data['common.cardLast4']).toBe('1111');
    });
  });
});
