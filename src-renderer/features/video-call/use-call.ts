import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { localeAtom } from '../../state/locale.ts';
import { appStore } from '../../state/store.ts';
import { tokenAtom } from '../../state/token.ts';
import { requestRoomAttempt, VIDEO_ROOM_KEY } from './api/video-room.ts';
import { RECORDINGS_KEY } from './api/recordings.ts';
import { browserCallDeps } from './browser-call-deps.ts';
import { useCallActivityHolds } from './call-activity.ts';
import { CallController } from './call-controller.ts';
import type { CallDeps, JoinIdentity } from './call-deps.ts';
import type { RoomFaceCheckRequest } from './face-check-request.ts';

/**
 * The act's call for as long as the video tab is shown: the controller, its state, and the face
 * check it is waiting for (rendered by the route's face-check dialog). Leaving the page drops
 * the call as a lost connection would. While the call runs it holds the kiosk idle clock.
 */
export function useCall(act: string, createDeps: (options: Parameters<typeof browserCallDeps>[0]) => CallDeps = browserCallDeps) {
  const queryClient = useQueryClient();
  const [faceRequest, setFaceRequest] = useState<RoomFaceCheckRequest | null>(null);

  const faceCheck = useCallback(
    (signal: AbortSignal) =>
      new Promise<JoinIdentity>((resolve, reject) => {
        let joinId: string | null = null;
        let settled = false;
        const settle = (action: () => void) => {
          if (settled) return;
          settled = true;
          setFaceRequest(null);
          action();
        };
        const cancelled = () => new DOMException('The face check was closed', 'AbortError');
        signal.addEventListener('abort', () => settle(() => reject(cancelled())), { once: true });
        setFaceRequest({
          signal,
          requestAttempt: async (attemptSignal) => {
            const attempt = await requestRoomAttempt(act, attemptSignal);
            joinId = attempt.joinId;
            return attempt.nonce;
          },
          finish: (jwt) => settle(() => (joinId ? resolve({ joinId, faceJwt: jwt }) : reject(new Error('no attempt')))),
          fail: (error) => settle(() => reject(error)),
          cancel: () => settle(() => reject(cancelled())),
        });
      }),
    [act],
  );

  const [controller] = useState(
    () =>
      new CallController(
        createDeps({
          act,
          token: () => appStore.get(tokenAtom),
          locale: () => appStore.get(localeAtom),
          faceCheck,
          onRoomChanged: () => {
            void queryClient.invalidateQueries({ queryKey: VIDEO_ROOM_KEY(act) });
            void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY(act) });
          },
        }),
      ),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  // The call and its recording hold the kiosk idle clock for as long as they run.
  useCallActivityHolds(state);
  return { controller, state, faceRequest };
}
