import SimplePeer from 'simple-peer/simplepeer.min.js';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { apiOrigin } from '../../platform/api-origin.ts';
import { watchNetwork } from '../../platform/network-status.ts';
import { segmentStatus, sealRecording, startRecording, uploadChunk } from './api/recordings.ts';
import type { CallDeps, JoinIdentity } from './call-deps.ts';
import { openCallMedia } from './call-media.ts';
import { SessionRecorder } from './recorder/session-recorder.ts';
import { browserRoomSocket, roomSocketUrl } from './room-socket.ts';

export interface BrowserCallOptions {
  act: string;
  token: () => string | null;
  locale: () => Locale;
  faceCheck: (signal: AbortSignal) => Promise<JoinIdentity>;
  onRoomChanged: () => void;
}

/** The call's real world: the API origin's socket, the browser's media and WebRTC (simple-peer's bundle). */
export function browserCallDeps(options: BrowserCallOptions): CallDeps {
  const { act } = options;
  return {
    act,
    socketUrl: async () => roomSocketUrl(await apiOrigin()),
    token: options.token,
    locale: options.locale,
    openSocket: browserRoomSocket,
    openMedia: openCallMedia,
    createPeer: (peerOptions) => new SimplePeer(peerOptions),
    faceCheck: options.faceCheck,
    recordings: {
      start: (mimeType) => startRecording(act, mimeType),
      upload: (recordingId) => ({
        status: (seq) => segmentStatus(act, recordingId, seq),
        chunk: (segment, offset, bytes) => uploadChunk(act, recordingId, segment, offset, bytes),
      }),
      seal: (recordingId, body) => sealRecording(act, recordingId, body),
    },
    createRecorder: (sources, onSegment) => new SessionRecorder(sources, onSegment),
    watchNetwork,
    onRoomChanged: options.onRoomChanged,
  };
}
