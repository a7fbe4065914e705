import type { ActActor } from '../../src-domain/acts/lifecycle/act-actors.ts';
import type { LifecycleError } from '../../src-domain/acts/lifecycle/lifecycle-errors.ts';
import type { ApiErrorCode } from '../../src-domain/http/error-codes.ts';
import { ApiError } from '../http/api-error.ts';

const CODES: Readonly<Record<LifecycleError, ApiErrorCode>> = {
  not_allowed: 'act_not_allowed',
  reason_required: 'act_reason_required',
  remark_required: 'act_remark_required',
  confirmation_required: 'act_confirmation_required',
  invoices_required: 'act_invoices_required',
  unpaid_invoices: 'act_unpaid_invoices',
  time_in_past: 'act_time_in_past',
  content_incomplete: 'act_content_incomplete',
  act_closed: 'act_closed',
  recording_not_sealed: 'act_recording_not_sealed',
  video_identity_missing: 'act_video_identity_missing',
  signatures_missing: 'act_signatures_missing',
};

/**
 * The localized error of a refused action. A time in the past means "ask the notary for a new
 * one" to the applicant (spec §8) but "pick a future time" to the notary setting it.
 */
export function lifecycleApiError(error: LifecycleError, actor: ActActor): ApiError {
  if (error === 'time_in_past' && actor === 'notary') return new ApiError('act_time_must_be_future');
  return new ApiError(CODES[error]);
}
