import * as v from 'valibot';
import { LOCALES } from '../i18n/locale.ts';
import { IceServerSchema } from './ice-servers.ts';

/**
 * The video room's signalling websocket (docs/architecture.md Video acts, docs/video.md): one
 * socket per participant on the reference server; the session token travels in the first
 * frame, never in the URL (URLs are logged). Every message is one JSON object in a text frame.
 */
export const ROOM_SUBPROTOCOL = 'enotary-room.v1';
export const ROOM_WS_PATH = '/api/video/ws';

const MemberIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
const UuidSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

// ----- client → server ------------------------------------------------------------------------

/**
 * First frame: who (the session token) joins which act's room. `joinId` and `faceJwt` are the
 * face check bound to this join (POST /api/acts/:uuid/video/attempt, then the liveness socket);
 * without them the server answers `identity-required` when a check is due. `test` joins the
 * server's test room of /room_video_testing instead of an act.
 */
export const JoinFrameSchema = v.object({
  type: v.literal('join'),
  token: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
  act: UuidSchema,
  joinId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
  faceJwt: v.optional(v.pipe(v.string(), v.maxLength(64 * 1024))),
  locale: v.optional(v.picklist(LOCALES)),
});

/** simple-peer's `signal` data (offer, answer, candidate, renegotiate), relayed untouched to one member. */
export const SignalFrameSchema = v.object({
  type: v.literal('signal'),
  to: MemberIdSchema,
  data: v.record(v.string(), v.unknown()),
});

/** The recording announcement answered (spec §1 "recording is announced to users"). */
export const ConsentFrameSchema = v.object({ type: v.literal('consent'), agree: v.boolean() });

/** What the others see of this participant: microphone muted, camera off. */
export const MediaStateFrameSchema = v.object({ type: v.literal('media'), muted: v.boolean(), cameraOff: v.boolean() });

/** Leaving on purpose (the Disconnect button): not a pause. */
export const LeaveFrameSchema = v.object({ type: v.literal('leave') });

export const PingFrameSchema = v.object({ type: v.literal('ping'), ts: v.number() });

/**
 * First frame of /room_video_testing's two sockets (docs/decisions/0030-room-test-peer.md): a
 * test room of two, named by the page, with no act and no sign-in.
 */
export const TestJoinFrameSchema = v.object({ type: v.literal('test-join'), room: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

export const RoomClientFrameSchema = v.variant('type', [
  JoinFrameSchema,
  TestJoinFrameSchema,
  SignalFrameSchema,
  ConsentFrameSchema,
  MediaStateFrameSchema,
  LeaveFrameSchema,
  PingFrameSchema,
]);
export type RoomClientFrame = v.InferOutput<typeof RoomClientFrameSchema>;
export type JoinFrame = v.InferOutput<typeof JoinFrameSchema>;

// ----- server → client ------------------------------------------------------------------------

export const RoomMemberSchema = v.object({
  memberId: MemberIdSchema,
  name: v.string(),
  role: v.picklist(['notary', 'party', 'test']),
  /** The party's role in the act (seller, buyer, translator…); null for the notary. */
  partyRole: v.nullable(v.string()),
  /** ISO instant of the face check that admitted this connection. */
  identifiedAt: v.nullable(v.string()),
  muted: v.boolean(),
  cameraOff: v.boolean(),
  /** ISO instant this connection joined. */
  joinedAt: v.string(),
});
export type RoomMember = v.InferOutput<typeof RoomMemberSchema>;

export const RoomRecordingSchema = v.object({
  recordingId: v.string(),
  state: v.picklist(['recording', 'sealed', 'abandoned']),
  startedAt: v.string(),
});
export type RoomRecording = v.InferOutput<typeof RoomRecordingSchema>;

export const IdentityRequiredFrameSchema = v.object({ type: v.literal('identity-required'), reason: v.picklist(['first_join', 'gap_exceeded']) });
export const ConsentRequiredFrameSchema = v.object({ type: v.literal('consent-required') });
export const JoinedFrameSchema = v.object({
  type: v.literal('joined'),
  self: RoomMemberSchema,
  /** Everyone already in: the newcomer opens a peer connection to each (simple-peer initiator). */
  members: v.array(RoomMemberSchema),
  iceServers: v.array(IceServerSchema),
  recording: v.nullable(RoomRecordingSchema),
  /** True when this join resumed a seat after a short drop (no new face check). */
  resumed: v.boolean(),
});
export const MemberJoinedFrameSchema = v.object({ type: v.literal('member-joined'), member: RoomMemberSchema });
export const MemberUpdatedFrameSchema = v.object({ type: v.literal('member-updated'), member: RoomMemberSchema });
export const MemberLeftFrameSchema = v.object({
  type: v.literal('member-left'),
  memberId: MemberIdSchema,
  reason: v.picklist(['left', 'dropped', 'declined', 'replaced']),
});
export const RelayedSignalFrameSchema = v.object({ type: v.literal('signal'), from: MemberIdSchema, data: v.record(v.string(), v.unknown()) });
export const RecordingFrameSchema = v.object({ type: v.literal('recording'), recording: v.nullable(RoomRecordingSchema) });
export const RoomClosedFrameSchema = v.object({ type: v.literal('room-closed'), reason: v.picklist(['registered', 'closed']) });
export const PongFrameSchema = v.object({ type: v.literal('pong'), ts: v.number() });
export const RoomErrorFrameSchema = v.object({ type: v.literal('error'), code: v.string(), message: v.string() });

export const RoomServerFrameSchema = v.variant('type', [
  IdentityRequiredFrameSchema,
  ConsentRequiredFrameSchema,
  JoinedFrameSchema,
  MemberJoinedFrameSchema,
  MemberUpdatedFrameSchema,
  MemberLeftFrameSchema,
  RelayedSignalFrameSchema,
  RecordingFrameSchema,
  RoomClosedFrameSchema,
  PongFrameSchema,
  RoomErrorFrameSchema,
]);
export type RoomServerFrame = v.InferOutput<typeof RoomServerFrameSchema>;
export type JoinedFrame = v.InferOutput<typeof JoinedFrameSchema>;
