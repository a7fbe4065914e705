import * as v from 'valibot';
import { ACT_STEP_VALUES } from '../../acts/steps.ts';
import { RoomMemberSchema } from '../../video/room-protocol.ts';
import { ActUuidParamsSchema } from './acts.ts';

/**
 * The video room of an act, over HTTP (docs/video.md); the call itself runs over the room
 * websocket (src-domain/video/room-protocol.ts). Every route needs a signed-in user who may see
 * the act (418 otherwise, spec §8); who may join is decided by src-domain/video/room-admission.ts.
 */
export const ACT_VIDEO_PATH = '/api/acts/:uuid/video';
export const ACT_VIDEO_ATTEMPT_PATH = '/api/acts/:uuid/video/attempt';
export const actVideoPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/video`;
export const actVideoAttemptPath = (uuid: string): string => `${actVideoPath(uuid)}/attempt`;
export const VideoParamsSchema = ActUuidParamsSchema;

export const ROOM_REFUSALS = [
  'not_video_act',
  'not_registration_step',
  'not_open_yet',
  'room_closed',
  'not_participant',
  'in_person_participant',
  'invitation_not_answered',
  'declined_recording',
] as const;

/** One passed face check in the room (item "the participants' identity checks listed on the act"). */
export const IdentityCheckSchema = v.object({
  name: v.string(),
  role: v.picklist(['notary', 'party']),
  /** ISO instant. */
  passedAt: v.string(),
  reason: v.picklist(['first_join', 'gap_exceeded']),
});
export type IdentityCheck = v.InferOutput<typeof IdentityCheckSchema>;

export const RecordingConsentSchema = v.object({
  name: v.string(),
  agreed: v.boolean(),
  at: v.string(),
});
export type RecordingConsent = v.InferOutput<typeof RecordingConsentSchema>;

export const RecordingSummarySchema = v.object({
  id: v.string(),
  state: v.picklist(['recording', 'sealed', 'abandoned']),
  startedAt: v.string(),
  sealedAt: v.nullable(v.string()),
  segmentCount: v.number(),
  totalBytes: v.number(),
  /** SHA-256 of the manifest (src-domain/video/recording-manifest.ts) once sealed. */
  manifestSha256: v.nullable(v.string()),
  mimeType: v.string(),
  /** Only the act's notary may play or download it (GET …/media). */
  playable: v.boolean(),
});
export type RecordingSummary = v.InferOutput<typeof RecordingSummarySchema>;

/** `GET /api/acts/:uuid/video`: the room as this user sees it, for the video tab and the act's result. */
export const VideoRoomViewSchema = v.object({
  room: v.object({
    open: v.boolean(),
    /** Why it is not open now; null when open. */
    closedReason: v.nullable(v.picklist(['not_video_act', 'not_registration_step', 'not_open_yet', 'room_closed'])),
    /** ISO instant it opens (or opened); null when no visit time is set. */
    opensAt: v.nullable(v.string()),
    step: v.picklist(ACT_STEP_VALUES),
  }),
  /** Whether this user may take a seat, and why not. */
  me: v.object({ canJoin: v.boolean(), refusal: v.nullable(v.picklist(ROOM_REFUSALS)), role: v.nullable(v.picklist(['notary', 'party'])) }),
  /** Who is connected now (all server processes). */
  members: v.array(RoomMemberSchema),
  consents: v.array(RecordingConsentSchema),
  identityChecks: v.array(IdentityCheckSchema),
  recordings: v.array(RecordingSummarySchema),
  /** Spec §4 step 8 "registration by video" may proceed: a sealed recording, every video participant identified and signed (docs/signatures.md). */
  evidenceComplete: v.boolean(),
});
export type VideoRoomView = v.InferOutput<typeof VideoRoomViewSchema>;

/** `POST /api/acts/:uuid/video/attempt`: a face check bound to this person and this join of the room. */
export const VideoAttemptResponseSchema = v.object({
  /** The liveness attempt's nonce (docs/liveness.md): the face socket takes it as a login's. */
  nonce: v.string(),
  /** Names this join; the `join` frame sends it back with the face check's jwt. */
  joinId: v.string(),
  expiresInMs: v.number(),
});
export type VideoAttemptResponse = v.InferOutput<typeof VideoAttemptResponseSchema>;
