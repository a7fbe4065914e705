import { describe, it } from 'vitest';
import { withActClients } from '../../test-support/act-test-app.ts';
import { runPartyDetailsJourney } from '../../test-support/party-details.test-support.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';

/** The party details journey of party-details.test.ts on PostgreSQL (TEST_DATABASE_URL; required in CI), in its own schema. */
describe('party details on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('stores, discloses and refuses the party fields; adds a sign-language interpreter', { timeout: 120_000 }, async () => {
    await withPostgresApp('party_details', 4, async (base) => {
      await runPartyDetailsJourney(withActClients(base));
    });
  });
});
