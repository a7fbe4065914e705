import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ActTestApp, createActTestApp } from '../../test-support/act-test-app.ts';
import { runPartyDetailsJourney } from '../../test-support/party-details.test-support.ts';

/** The §3 party fields and the sign-language interpreter on SQLite (docs/decisions/0051-party-details.md). */
describe('party details through the party routes (spec §3 Party, §5)', () => {
  let t: ActTestApp;
  beforeAll(async () => {
    t = await createActTestApp({ actLimits: { partyAddition: { max: 1000, timeWindowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('stores, discloses and refuses the party fields; adds a sign-language interpreter as a party', async () => {
    await runPartyDetailsJourney(t);
  });
});
