import type { Generated } from 'kysely';

/** One connection of a person to an act's video room (migration 0020); live while `left_at` is null. */
export interface VideoRoomMembersTable {
  id: Generated<number>;
  act_id: number;
  /** Random, per connection: what the others address signals to. */
  member_id: string;
  pin: string;
  user_id: number;
  role: 'notary' | 'party';
  party_role: string | null;
  name: string;
  /** The server process holding the socket (src-server/video/room-process.ts). */
  process_id: string;
  muted: Generated<number>;
  camera_off: Generated<number>;
  /** The face check that admitted this person (carried over by a resume). */
  identified_at: string | null;
  joined_at: string;
  /** Refreshed by the holding process; a row not seen for a while is a crashed process's. */
  seen_at: string;
  left_at: string | null;
  left_reason: 'left' | 'dropped' | 'declined' | 'replaced' | 'closed' | null;
  /** The act's visit this connection was to (migration 0036). */
  visit_number: Generated<number>;
}

/** A face check bound to one person and one join of one room (docs/video.md). */
export interface VideoIdentityChecksTable {
  id: Generated<number>;
  act_id: number;
  pin: string;
  role: 'notary' | 'party';
  join_id: string;
  /** The liveness attempt's nonce (docs/liveness.md). */
  nonce: string;
  reason: 'first_join' | 'gap_exceeded';
  issued_at: string;
  /** The seat was taken with this check: spent, and the room's evidence of the person (docs/video.md). */
  passed_at: string | null;
  /**
   * Verified (the liveness token checked and its attempt consumed) and last held by a connection
   * still answering the recording announcement: set on verifying and when that connection is lost
   * (migration 0033). A join bringing the check back within the re-identification gap of this
   * needs no new face check. null: not verified yet.
   */
  held_at: string | null;
  /** The act's visit the check was made in (migration 0036): only that visit's registration counts it. */
  visit_number: Generated<number>;
}

/** Each answer to the recording announcement (spec §1 "recording is announced to users"). */
export interface VideoRecordingConsentsTable {
  id: Generated<number>;
  act_id: number;
  pin: string;
  agreed: number;
  created_at: string;
}

export type RecordingState = 'recording' | 'sealed' | 'abandoned';

export interface VideoRecordingsTable {
  id: Generated<number>;
  public_id: string;
  act_id: number;
  started_by_pin: string;
  state: RecordingState;
  mime_type: string;
  started_at: string;
  sealed_at: string | null;
  manifest_sha256: string | null;
  segment_count: Generated<number>;
  total_bytes: Generated<number>;
  /** The act's visit it was recorded in (migration 0036): only that visit's registration counts it. */
  visit_number: Generated<number>;
}

export interface VideoRecordingSegmentsTable {
  id: Generated<number>;
  recording_id: number;
  seq: number;
  length: number;
  received: number;
  sha256: string;
  /** Relative to the recordings directory. */
  file: string;
  created_at: string;
  verified_at: string | null;
}

export interface VideoSignalRelayTable {
  id: Generated<number>;
  payload: string;
  created_at: string;
}

/** A room test's room of two (migration 0035): its id, negated, keys its events on the bus. */
export interface VideoTestRoomsTable {
  id: Generated<number>;
  /** Chosen by the page (random); the two sockets of one test name the same room. */
  name: string;
  created_at: string;
}

/** One of a test room's two seats (1 or 2; unique per room), held by a socket of `process_id`. */
export interface VideoTestRoomSeatsTable {
  id: Generated<number>;
  room_id: number;
  seat: number;
  member_id: string;
  process_id: string;
  joined_at: string;
  /** Refreshed by the holding process; a seat not seen for a while is a crashed process's. */
  seen_at: string;
}
