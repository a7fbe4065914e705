import { describe, expect, it } from 'vitest';
import { actFacts, party, PIN, registryFacts, vehicleSubject } from './act-facts.test-support.ts';
import { BLOCKING_STAGES } from './blocking-issue.ts';
import { BLOCKING_RULES, findBlockingIssues } from './blocking-rules.ts';

describe('findBlockingIssues (spec §5 rules by stage)', () => {
  // Otabek sells his banned car to his deceased father while owing the bureau.
  const act = actFacts(1, { applicantPin: PIN.otabek, subjects: [vehicleSubject(3, '01T517KA')], parties: [party(PIN.kamol, 'buyer')] });
  const codes = (stage: (typeof BLOCKING_STAGES)[number]) => findBlockingIssues(act, registryFacts(), stage).map((found) => found.code);

  it('adding a party checks the people', () => {
    expect(codes('add_party')).toEqual(['person_deceased']);
  });

  it('adding a subject checks the property, but a banned car may join: it blocks moving on', () => {
    expect(codes('add_subject')).toEqual([]);
    const notHis = actFacts(1, { subjects: [vehicleSubject(2, '01B345CA')] });
    expect(findBlockingIssues(notHis, registryFacts(), 'add_subject').map((found) => found.code)).toEqual(['subject_not_owned']);
  });

  it('leaving the sale wizard’s vehicle step checks the car’s bans and fines and the seller’s debt (§5 "blocks continuing")', () => {
    expect(codes('vehicle_chosen')).toEqual(['enforcement_debt', 'vehicle_restricted']);
  });

  it('leaving the sale wizard’s co-owners step needs every co-owner as a seller (§5 "co-owners must be added as sellers")', () => {
    const shared = actFacts(1, { applicantPin: PIN.sherzod, subjects: [vehicleSubject(2, '01B345CA')], parties: [party(PIN.aziz, 'buyer')] });
    expect(findBlockingIssues(shared, registryFacts(), 'co_owners').map((found) => found.code)).toEqual(['co_owner_missing']);
    const joined = actFacts(1, {
      applicantPin: PIN.sherzod,
      subjects: [vehicleSubject(2, '01B345CA')],
      parties: [party(PIN.aziz, 'buyer'), party(PIN.bekzod, 'seller')],
    });
    expect(findBlockingIssues(joined, registryFacts(), 'co_owners')).toEqual([]);
  });

  it('leaving a power of attorney’s powers step checks its rights and its sub-delegation (§5 "11651 may not grant disposal rights …", "a sub-delegated proxy must be notarised")', () => {
    const general = actFacts(11651, { proxy: { rights: ['represent', 'sell'], validUntil: null, baseProxyRegnum: 'NO-SUCH-1' } }, 'principal');
    expect(findBlockingIssues(general, registryFacts(), 'proxy_powers').map((found) => found.code)).toEqual([
      'general_proxy_disposal_forbidden',
      'base_proxy_not_found',
    ]);
    // Nothing else of the act is checked there: a deceased attorney is the add-party stage's.
    const allowed = actFacts(
      105,
      { proxy: { rights: ['manage', 'rent'], validUntil: null, baseProxyRegnum: null }, parties: [party(PIN.kamol, 'attorney')] },
      'principal',
    );
    expect(findBlockingIssues(allowed, registryFacts(), 'proxy_powers')).toEqual([]);
  });

  it.each(['send', 'confirm', 'register'] as const)('%s checks everything', (stage) => {
    expect(codes(stage)).toEqual(['person_deceased', 'enforcement_debt', 'vehicle_restricted']);
  });

  it('passes a clean act at every stage', () => {
    const clean = actFacts(1, { subjects: [vehicleSubject(1, '01A777AA')], parties: [party(PIN.malika, 'buyer')] });
    for (const stage of BLOCKING_STAGES) expect(findBlockingIssues(clean, registryFacts(), stage)).toEqual([]);
  });

  it('reports an issue found by two rules once', () => {
    const twice = actFacts(15034, { applicantPin: PIN.otabek, parties: [party(PIN.kamol, 'companion'), party(PIN.kamol, 'parent')] }, 'parent');
    const found = findBlockingIssues(twice, registryFacts(), 'send').filter((i) => i.code === 'person_deceased');
    expect(found).toEqual([{ code: 'person_deceased', params: { pin: PIN.kamol } }]);
  });

  it('runs every rule when sending', () => {
    for (const { name, stages } of BLOCKING_RULES) expect(stages, name).toContain('send');
  });
});
