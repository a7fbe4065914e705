/**
 * Notary licence and availability states (spec §3 Notary: licence status terminated or
 * cancelled, vacation or sick-leave status, present or absent).
 */
export const LICENCE_STATUSES = ['active', 'terminated', 'cancelled'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LEAVE_STATUSES = ['none', 'vacation', 'sick_leave'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The registry's "status" filter (spec §3 Notary: on leave / sick / present): `present` is at
 * the office today and not on leave; the other two are the leave statuses.
 */
export const NOTARY_STATUS_FILTERS = ['present', 'vacation', 'sick_leave'] as const;
export type NotaryStatusFilter = (typeof NOTARY_STATUS_FILTERS)[number];

/** `nearest` needs the caller's `lat` and `lon`. */
export const NOTARY_SORTS = ['rating', 'name', 'reviews', 'nearest'] as const;
export type NotarySort = (typeof NOTARY_SORTS)[number];
