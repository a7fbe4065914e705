/** Everything that can be done to a notarial act (spec §4 "Notarial act steps", §6). */
export const ACT_ACTIONS = [
  'send_to_notary',
  'return_with_remarks',
  'accept_check',
  'confirm',
  'return_to_preparation',
  'issue_invoices',
  'set_time',
  'confirm_time',
  'ask_other_time',
  'mark_paid',
  'register',
  'back_one_step',
  'delete',
  'annul',
  'refuse',
  'cancel',
  'stop',
  'no_show',
  'accept_invitation',
  'decline_invitation',
  'exit_deal',
  'mark_free_of_charge',
  'unmark_free_of_charge',
  'technical_failure',
  'switch_to_in_person',
  'return_to_set_time',
] as const;
export type ActAction = (typeof ACT_ACTIONS)[number];

export function isActAction(value: unknown): value is ActAction {
  return typeof value === 'string' && (ACT_ACTIONS as readonly string[]).includes(value);
}
