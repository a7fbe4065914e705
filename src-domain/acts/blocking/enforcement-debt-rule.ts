import { formatAmount } from '../../money/format-amount.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue, uniquePins } from './blocking-rule.ts';

/**
 * Roles that give something away: the enforcement bureau's claim reaches what they own, so a
 * co-seller's or co-donor's debt blocks as the applicant's does. The other side (buyer,
 * attorney, child) disposes of nothing and is not checked.
 */
export const DEBT_CHECKED_ROLES: readonly string[] = ['seller', 'donor', 'pledgor', 'principal', 'owner'];

/** Spec §5 "An enforcement-bureau debt blocks continuing until paid in full"; §8 "pay then check the bureau site". */
export const enforcementDebtRule: BlockingRule = (act, registry) =>
  uniquePins([act.applicantPin, ...act.parties.filter((party) => DEBT_CHECKED_ROLES.includes(party.role)).map((party) => party.pin)])
    .map((pin) => ({ pin, owed: registry.outstandingDebtTiyin[pin] ?? 0 }))
    .filter(({ owed }) => owed > 0)
    .map(({ pin, owed }) => issue('enforcement_debt', { pin, amountTiyin: owed, amount: formatAmount(owed) }));
