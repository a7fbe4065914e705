import { describe, expect, it } from 'vitest';
import type { ProxyRight } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import type { ActFacts, BaseProxyFacts, RegistryFacts } from './act-facts.ts';
import { actFacts, PIN, registryFacts } from './act-facts.test-support.ts';
import { proxyPowersRule } from './proxy-powers-rule.ts';
import { forbiddenProxyRights } from './proxy-powers.ts';
import { subdelegationRule } from './subdelegation-rule.ts';

const proxy = (type: ActTypeId, rights: ProxyRight[]) => actFacts(type, { proxy: { rights, validUntil: null, baseProxyRegnum: null } }, 'principal');

describe('power limits (spec §5 "11651 may not grant disposal rights over real estate or vehicles. 105 may not grant sale, gift, pledge or exchange rights")', () => {
  it.each<[string, ActFacts, unknown[]]>([
    ['11651 may grant use, representation and management', proxy(11651, ['use', 'represent', 'manage', 'rent']), []],
    ['11651 may not grant selling', proxy(11651, ['represent', 'sell']), [{ code: 'general_proxy_disposal_forbidden', params: { rights: 'sell' } }]],
    [
      '11651 may not grant any disposal',
      proxy(11651, ['gift', 'pledge', 'exchange', 'dispose']),
      [{ code: 'general_proxy_disposal_forbidden', params: { rights: 'gift,pledge,exchange,dispose' } }],
    ],
    ['105 may grant management and rent', proxy(105, ['manage', 'rent', 'represent']), []],
    [
      '105 may not grant sale, gift, pledge or exchange',
      proxy(105, ['sell', 'gift', 'pledge', 'exchange']),
      [{ code: 'real_estate_proxy_right_forbidden', params: { rights: 'sell,gift,pledge,exchange' } }],
    ],
    [
      '105 may not grant the catch-all "dispose" either',
      proxy(105, ['dispose']),
      [{ code: 'real_estate_proxy_right_forbidden', params: { rights: 'dispose' } }],
    ],
    ['a vehicle proxy (101) may grant selling', proxy(101, ['drive', 'sell']), []],
  ])('%s', (_what, act, expected) => {
    expect(proxyPowersRule(act, registryFacts(), 'send')).toEqual(expected);
  });

  it('gives the editor the same list', () => {
    expect(forbiddenProxyRights(11651, ['use', 'sell'])).toEqual(['sell']);
    expect(forbiddenProxyRights(101, ['sell'])).toEqual([]);
  });
});

describe('sub-delegation (spec §5 "a sub-delegated proxy must be notarised and its term may not exceed the base one")', () => {
  const base: BaseProxyFacts = {
    regnum: 'YU-2026-000012',
    state: 'active',
    attorneyPin: PIN.aziz,
    delegation: true,
    validUntil: { year: 2027, month: 6, day: 30 },
  };
  const sub = (validUntil: ActFacts['proxy']['validUntil'], applicantPin: string = PIN.aziz) =>
    actFacts(101, { applicantPin, proxy: { rights: ['drive'], validUntil, baseProxyRegnum: base.regnum } }, 'principal');
  const within = { year: 2027, month: 6, day: 30 };
  it.each<[string, ActFacts, RegistryFacts, unknown[]]>([
    ['passes a term ending with the base', sub(within), registryFacts({ baseProxy: base }), []],
    [
      'blocks a base that is not in the register',
      sub(within),
      registryFacts({ baseProxy: null }),
      [{ code: 'base_proxy_not_found', params: { regnum: base.regnum } }],
    ],
    [
      'blocks a revoked base',
      sub(within),
      registryFacts({ baseProxy: { ...base, state: 'revoked' } }),
      [{ code: 'base_proxy_not_found', params: { regnum: base.regnum } }],
    ],
    [
      'blocks a base that has run out',
      sub(within),
      registryFacts({ baseProxy: { ...base, validUntil: { year: 2026, month: 11, day: 21 } } }),
      [{ code: 'base_proxy_not_found', params: { regnum: base.regnum } }],
    ],
    [
      'blocks a term one day longer than the base',
      sub({ year: 2027, month: 7, day: 1 }),
      registryFacts({ baseProxy: base }),
      [{ code: 'proxy_term_exceeds_base', params: { regnum: base.regnum, baseValidUntil: '30.06.2027' } }],
    ],
    [
      'blocks an open-ended term',
      sub(null),
      registryFacts({ baseProxy: base }),
      [{ code: 'proxy_term_exceeds_base', params: { regnum: base.regnum, baseValidUntil: '30.06.2027' } }],
    ],
    [
      'blocks passing on someone else’s proxy',
      sub(within, PIN.malika),
      registryFacts({ baseProxy: base }),
      [{ code: 'base_proxy_not_attorney', params: { regnum: base.regnum } }],
    ],
    [
      'blocks a base without the right to sub-delegate',
      sub(within),
      registryFacts({ baseProxy: { ...base, delegation: false } }),
      [{ code: 'base_proxy_no_delegation', params: { regnum: base.regnum } }],
    ],
    ['does not apply to a proxy that is not sub-delegated', proxy(101, ['drive']), registryFacts(), []],
  ])('%s', (_what, act, registry, expected) => {
    expect(subdelegationRule(act, registry, 'send')).toEqual(expected);
  });
});
