import type { ProxyRight } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import type { BlockingIssue } from './blocking-issue.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';
import { forbiddenProxyRights } from './proxy-powers.ts';

/** Spec §5 power limits of 11651 and 105 (proxy-powers.ts) on `rights`; `rights` of the issue lists the refused ones. */
export function proxyPowersIssues(type: ActTypeId, rights: readonly ProxyRight[]): BlockingIssue[] {
  const refused = forbiddenProxyRights(type, rights);
  if (refused.length === 0) return [];
  const code = type === 11651 ? 'general_proxy_disposal_forbidden' : 'real_estate_proxy_right_forbidden';
  return [issue(code, { rights: refused.join(',') })];
}

/** The act's rights: those of its extras and those given to each attorney (src-domain/acts/editor/party-details.ts). */
export const proxyPowersRule: BlockingRule = (act) => proxyPowersIssues(act.actTypeId, act.proxy.rights);
