import { compareCalendarDates } from '../../time/calendar-date.ts';
import { formatCalendarDate } from '../../time/format-date.ts';
import type { ActTypeId } from '../act-types.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';

export const PROXY_ACT_TYPES: readonly ActTypeId[] = [101, 105, 11651];

/**
 * Spec §5 "A sub-delegated proxy must be notarised and its term may not exceed the base one".
 * Notarised means registered: the base is in the power-of-attorney register and still in
 * force. Only its attorney can pass it on, and only when it allows sub-delegation (§3
 * "delegation flag"). A sub-delegated one without an end date could outlast the base, so it
 * counts as exceeding it.
 */
export const subdelegationRule: BlockingRule = (act, registry) => {
  const regnum = act.proxy.baseProxyRegnum;
  if (!PROXY_ACT_TYPES.includes(act.actTypeId) || regnum === null) return [];
  const base = registry.baseProxy;
  if (!base || base.state !== 'active' || compareCalendarDates(base.validUntil, registry.today) < 0) return [issue('base_proxy_not_found', { regnum })];
  const issues = [];
  if (base.attorneyPin !== act.applicantPin) issues.push(issue('base_proxy_not_attorney', { regnum }));
  if (!base.delegation) issues.push(issue('base_proxy_no_delegation', { regnum }));
  const until = act.proxy.validUntil;
  if (until === null || compareCalendarDates(until, base.validUntil) > 0)
    issues.push(issue('proxy_term_exceeds_base', { regnum, baseValidUntil: formatCalendarDate(base.validUntil) }));
  return issues;
};
