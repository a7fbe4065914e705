/**
 * Notary licence and availability states (spec §3 Notary: licence status terminated or
 * cancelled, vacation or sick-leave status, present or absent).
 */
export const LICENCE_STATUSES = ['active', 'terminated', 'cancelled'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LEAVE_STATUSES = ['none', 'vacation', 'sick_leave'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const NOTARY_SORTS = ['rating', 'name', 'reviews'] as const;
export type NotarySort = (typeof NOTARY_SORTS)[number];
