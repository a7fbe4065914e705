/** Why an action was refused; the server maps each to a message, the UI never offers them. */
export const LIFECYCLE_ERRORS = [
  'not_allowed',
  'reason_required',
  'remark_required',
  'confirmation_required',
  'invoices_required',
  'unpaid_invoices',
  'time_in_past',
  'content_incomplete',
  'act_closed',
  'recording_not_sealed',
  'video_identity_missing',
  'signatures_missing',
] as const;
export type LifecycleError = (typeof LIFECYCLE_ERRORS)[number];
