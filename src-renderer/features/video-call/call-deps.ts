import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { SealRecordingBody } from '../../../src-domain/http/routes/video-recordings.ts';
import type { RecordingSummary } from '../../../src-domain/http/routes/video-room.ts';
import type { MediaChoice } from './call-media.ts';
import type { CreatePeer } from './peer-mesh.ts';
import type { RecordedSource, SessionRecorder } from './recorder/session-recorder.ts';
import type { UploadApi } from './recorder/segment-uploader.ts';
import type { OpenRoomSocket } from './room-socket.ts';

/** A passed face check of this join (POST …/video/attempt, then the face dialog). */
export interface JoinIdentity {
  joinId: string;
  faceJwt: string;
}

/** What the recording needs of the server (api/recordings.ts). */
export interface RecordingApi {
  start(mimeType: string): Promise<RecordingSummary>;
  upload(recordingId: string): UploadApi;
  seal(recordingId: string, body: SealRecordingBody): Promise<RecordingSummary>;
}

/** The signalling socket's side of the world: where, as whom, in which language. */
export interface SignallingDeps {
  act: string;
  socketUrl: () => Promise<string>;
  token: () => string | null;
  locale: () => Locale;
  openSocket: OpenRoomSocket;
}

/** Everything a call uses of the browser and the server (browser-call-deps.ts gives the real ones). */
export interface CallDeps extends SignallingDeps {
  /** Camera and microphone (platform/media-devices.ts); fails with a DeviceProblemError. */
  openMedia: (choice: MediaChoice) => Promise<MediaStream>;
  createPeer: CreatePeer;
  /** Runs the face check of this join; rejects when it is cancelled or fails. */
  faceCheck: (signal: AbortSignal) => Promise<JoinIdentity>;
  recordings: RecordingApi;
  createRecorder: (sources: () => RecordedSource[], onSegment: (seq: number, blob: Blob) => void) => SessionRecorder;
  /** The room's view (who is in, the recordings) changed on the server. */
  onRoomChanged?: () => void;
  /** The browser's offline/online events (platform/network-status.ts); absent: not watched. */
  watchNetwork?: (handlers: { offline: () => void; online: () => void }) => () => void;
}
