import { VEHICLE_PROXY_RELATIVE_DUTY_RATE, VEHICLE_TRANSFER_RELATIVE_DUTY_RATE } from '../constants.ts';
import { hundredths } from './exact-share.ts';
import type { Relationship } from './relationship.ts';

/** The state duty of an act type for close relatives (spec §9). */
export interface RelativeDiscount {
  /** The share of the duty still payable, in percent: 5 for transfers, 50 for proxies. */
  payablePercent: number;
  /** Relationships of the other party that count as close for this act type. */
  relationships: readonly Relationship[];
}

/**
 * Our reading of spec §9. "Close relatives" are the family of the first degree and the line of
 * descent: spouse, parents, children, brothers and sisters, grandparents and grandchildren.
 * The proxy rule says "close relatives, including nephews", so nephews (and nieces) count for a
 * vehicle power of attorney (101) only; the transfer rule does not name them, so for a vehicle
 * sale or gift (1, 4) a nephew pays the full duty.
 */
const CLOSE_RELATIVES: readonly Relationship[] = ['spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild'];

const percent = (fraction: number): number => hundredths(fraction * 100) / 100;

const VEHICLE_TRANSFER: RelativeDiscount = { payablePercent: percent(VEHICLE_TRANSFER_RELATIVE_DUTY_RATE), relationships: CLOSE_RELATIVES };
const VEHICLE_PROXY: RelativeDiscount = { payablePercent: percent(VEHICLE_PROXY_RELATIVE_DUTY_RATE), relationships: [...CLOSE_RELATIVES, 'nephew'] };

/** By act type id (spec §4): 1 vehicle sale, 4 vehicle gift, 101 vehicle power of attorney. */
const RELATIVE_DISCOUNTS: ReadonlyMap<number, RelativeDiscount> = new Map([
  [1, VEHICLE_TRANSFER],
  [4, VEHICLE_TRANSFER],
  [101, VEHICLE_PROXY],
]);

/** The close-relative rule of an act type, or undefined when its duty has none. */
export function relativeDiscountFor(actTypeId: number | null): RelativeDiscount | undefined {
  return actTypeId === null ? undefined : RELATIVE_DISCOUNTS.get(actTypeId);
}

/** The payable percent when `relationship` earns the act type's discount, else undefined. */
export function payablePercentFor(actTypeId: number | null, relationship: Relationship): number | undefined {
  const discount = relativeDiscountFor(actTypeId);
  return discount?.relationships.includes(relationship) ? discount.payablePercent : undefined;
}
