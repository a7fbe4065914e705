/**
 * The error codes of the HTTP contract (spec §8), without their texts: what the portal needs to
 * read an error body. The server's texts in three locales (`error-codes.ts`) would add ~10 KiB
 * gzip to the portal's first download (docs/performance.md), and the portal shows the server's
 * own `message` anyway. `error-codes.ts` must give a text for exactly these codes (a type check).
 */
export const API_ERROR_CODES = [
  'access_denied',
  'forbidden',
  'uuid_not_found',
  'pin_not_found_in_uuid',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'not_found',
  'bad_url',
  'url_too_long',
  'request_timeout',
  'headers_too_large',
  'bad_request',
  'method_not_allowed',
  'too_many_requests',
  'passport_mismatch',
  'passport_expired',
  'person_deceased',
  'person_minor',
  'account_disabled',
  'identity_not_confirmed',
  'face_mismatch',
  'no_registry_photo',
  'face_check_expired',
  'review_exists',
  'equeue_slot_taken',
  'equeue_day_taken',
  'equeue_slot_unavailable',
  'equeue_notary_unavailable',
  'equeue_booking_not_found',
  'equeue_not_cancellable',
  'act_version_conflict',
  'act_not_allowed',
  'act_reason_required',
  'act_remark_required',
  'act_confirmation_required',
  'act_invoices_required',
  'act_unpaid_invoices',
  'act_time_in_past',
  'act_time_must_be_future',
  'act_content_incomplete',
  'act_closed',
  'act_not_editable',
  'act_item_not_found',
  'act_drafts_limit',
  'party_exists',
  'party_role_not_allowed',
  'legal_entity_not_found',
  'subject_kind_not_allowed',
  'subject_exists',
  'registry_data_missing',
  'act_blocked',
  'notary_unavailable',
  'no_notary_available',
  'registry_not_owner',
  'registry_person_not_found',
  'invitation_not_found',
  'handoff_code_invalid',
  'invite_phone_unknown',
  'invitation_answered',
  'invoice_already_paid',
  'invoice_not_payable',
  'refusal_not_available',
  'terminal_not_registered',
  'terminal_signature_invalid',
  'device_test_missing',
  'signing_not_open',
  'signing_document_missing',
  'signing_document_changed',
  'signing_not_participant',
  'signing_already_signed',
  'signing_parties_first',
  'signature_malformed',
  'signature_document_mismatch',
  'signature_invalid',
  'signature_algorithm_unsupported',
  'signature_certificate_expired',
  'signature_untrusted',
  'signature_revoked',
  'signature_revocation_unknown',
  'signature_pin_mismatch',
  'signature_service_unavailable',
  'act_signatures_missing',
  'admin_user_not_found',
  'admin_last_admin',
  'admin_unchanged',
  'video_not_video_act',
  'video_not_registration_step',
  'video_room_not_open',
  'video_room_closed',
  'video_not_participant',
  'video_in_person_participant',
  'video_invitation_not_answered',
  'video_declined_recording',
  'identity_not_confirmed_video',
  'media_server_error',
  'act_recording_not_sealed',
  'act_video_identity_missing',
  'recording_consent_missing',
  'recording_notary_only',
  'recording_not_found',
  'recording_closed',
  'segment_offset_mismatch',
  'segment_mismatch',
  'recording_incomplete',
  'internal_server_error',
  'service_unavailable',
  'server_busy',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  /** Field-level problems of a 400 (`path` is dotted, `message` localized). */
  details?: { path: string; message: string }[];
}

const KNOWN: ReadonlySet<string> = new Set(API_ERROR_CODES);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Response header carrying the rotated token on every 200 (spec §7). */
export const TOKEN_HEADER = 'x-auth-token';
