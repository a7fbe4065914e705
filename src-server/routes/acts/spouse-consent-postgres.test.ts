import { describe, expect, it } from 'vitest';
import { withActClients } from '../../test-support/act-test-app.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';
import { runSpouseConsentWizard } from '../../test-support/spouse-consent-wizard.test-support.ts';

/**
 * The spouse consent wizard on PostgreSQL (docs/decisions/0046-spouse-consent-and-accompanying-wizards.md),
 * the same journey as on SQLite. Runs like postgres.test.ts: with TEST_DATABASE_URL, required in CI; in its own schema.
 */
describe('the spouse consent wizard on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)(
    'takes a spouse consent through its wizard and refuses a second one for the same spouse (§5)',
    { timeout: 120_000 },
    async () => {
      await withPostgresApp('spouse_wizard', 4, async (base) => {
        expect((await runSpouseConsentWizard(withActClients(base))).wizardStep).toBeNull();
      });
    },
  );
});
