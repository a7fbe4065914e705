import type { NetworkQuality } from '../../../src-domain/video/network-quality.ts';
import type { FaceCheckReason } from '../../../src-domain/video/reidentification.ts';
import type { RoomMember, RoomRecording } from '../../../src-domain/video/room-protocol.ts';
import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';
import type { MeshLink } from './peer-mesh.ts';
import type { UploadProgress } from './recorder/segment-uploader.ts';

export type CallPhase = 'idle' | 'starting' | 'identity' | 'consent' | 'joined' | 'reconnecting' | 'ended' | 'failed';

/**
 * Why the call stopped or cannot go on: a device problem (spec §8 device check), the server's
 * refusal or error (its code and localized text), the media connection (spec §8 "media server
 * connection error"), the identity (spec §8 "identity not confirmed for video mode").
 */
export type CallProblem =
  { kind: 'device'; problem: DeviceError } | { kind: 'server'; code: string; message: string } | { kind: 'media-server' } | { kind: 'identity' };

export interface RecorderState {
  /** This client is recording (the notary's). */
  readonly active: boolean;
  readonly stopping: boolean;
  readonly progress: UploadProgress | null;
  /** The manifest hash this client computed when it sealed the recording. */
  readonly manifestSha256: string | null;
  readonly error: string | null;
}

export interface CallState {
  readonly phase: CallPhase;
  readonly problem: CallProblem | null;
  readonly identityReason: FaceCheckReason | null;
  readonly self: RoomMember | null;
  readonly members: readonly RoomMember[];
  readonly links: readonly MeshLink[];
  readonly local: MediaStream | null;
  readonly muted: boolean;
  readonly cameraOff: boolean;
  readonly recording: RoomRecording | null;
  readonly recorder: RecorderState;
  readonly quality: NetworkQuality;
  readonly endedReason: 'registered' | 'closed' | 'left' | null;
  /** A connection to someone could not be rebuilt (their name is in `members`). */
  readonly failedLinks: readonly string[];
}

export const IDLE_RECORDER: RecorderState = { active: false, stopping: false, progress: null, manifestSha256: null, error: null };

export const INITIAL_CALL: CallState = {
  phase: 'idle',
  problem: null,
  identityReason: null,
  self: null,
  members: [],
  links: [],
  local: null,
  muted: false,
  cameraOff: false,
  recording: null,
  recorder: IDLE_RECORDER,
  quality: 'unknown',
  endedReason: null,
  failedLinks: [],
};
