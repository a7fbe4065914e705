import { describe, expect, it } from 'vitest';
import { withActClients } from '../../test-support/act-test-app.ts';
import { runPledgeWizard } from '../../test-support/pledge-wizard.test-support.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';

/**
 * The pledge wizard on PostgreSQL (docs/decisions/0049-pledge-and-other-contract-wizards.md), the
 * same journey as on SQLite. Runs like postgres.test.ts: with TEST_DATABASE_URL, required in CI; in its own schema.
 */
describe('the pledge wizard on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('pledges the owner’s flat for a loan to a pledgee through the wizard (§3 pledge fields)', { timeout: 120_000 }, async () => {
    await withPostgresApp('pledge_wizard', 4, async (base) => {
      expect((await runPledgeWizard(withActClients(base))).wizardStep).toBeNull();
    });
  });
});
