import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { apiOrigin } from '../../platform/api-origin.ts';
import { trackedMediaDevices } from '../../platform/user-media.ts';
import { requestLivenessAttempt } from './api/request-attempt.ts';
import { startBrowserCamera } from './camera.ts';
import type { FaceCheckDeps } from './face-check-run.ts';
import { browserSocket } from './liveness-socket.ts';
import { livenessSocketUrl } from './socket-url.ts';

/** The face check's real world: the API client, the browser's camera and WebSocket. */
export function browserFaceCheckDeps(video: () => HTMLVideoElement | null, locale: () => Locale): FaceCheckDeps {
  return {
    requestAttempt: requestLivenessAttempt,
    socketUrl: async () => livenessSocketUrl(await apiOrigin()),
    createSocket: browserSocket,
    startCamera: (signal) => startBrowserCamera(video(), trackedMediaDevices(navigator.mediaDevices), signal),
    locale,
  };
}
