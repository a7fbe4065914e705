/** What the server knows of one person's earlier presence in a room. */
export interface RoomPresence {
  /** When they last passed the face check for this room; null: never. */
  readonly identifiedAt: Date | null;
  /** When their last connection ended; null while connected or never connected. */
  readonly disconnectedAt: Date | null;
  /** A connection of theirs is open right now (another tab or device). */
  readonly connected: boolean;
}

/** Why a face check is asked on joining. */
export type FaceCheckReason = 'first_join' | 'gap_exceeded';

/**
 * Spec §1 "video conference needs a verified identity": each participant passes the face check
 * on joining, and again after a disconnect longer than `gapMs` (docs/video.md); a shorter drop
 * resumes the seat. A second connection while one is open (another tab) needs no new check: it
 * replaces the open one.
 */
export function faceCheckNeeded(presence: RoomPresence, now: Date, gapMs: number): FaceCheckReason | null {
  if (presence.identifiedAt === null) return 'first_join';
  if (presence.connected) return null;
  if (presence.disconnectedAt === null) return 'first_join';
  return now.getTime() - presence.disconnectedAt.getTime() > gapMs ? 'gap_exceeded' : null;
}
