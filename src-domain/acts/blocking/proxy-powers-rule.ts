import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';
import { forbiddenProxyRights } from './proxy-powers.ts';

/** Spec §5 power limits of 11651 and 105 (proxy-powers.ts). `rights` lists the refused ones. */
export const proxyPowersRule: BlockingRule = (act) => {
  const refused = forbiddenProxyRights(act.actTypeId, act.proxy.rights);
  if (refused.length === 0) return [];
  const code = act.actTypeId === 11651 ? 'general_proxy_disposal_forbidden' : 'real_estate_proxy_right_forbidden';
  return [issue(code, { rights: refused.join(',') })];
};
