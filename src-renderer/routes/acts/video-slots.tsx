import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { paths } from '../../shared/paths.ts';
import { browserFaceCheckDeps } from '../../features/face-check/browser-deps.ts';
import type { CreateFaceCheckDeps } from '../../features/face-check/face-check-dialog.tsx';
import type { RoomFaceCheckRequest } from '../../features/video-call/face-check-request.ts';
import { modeAtom } from '../../state/mode.ts';
import { userAtom } from '../../state/user.ts';
import { LoadState } from '../../ui/load-state.tsx';

/** The call (simple-peer, the recorder) and the face check load only when an act by video shows them. */
const VideoTab = lazy(() => import('../../features/video-call/video-tab.tsx').then((module) => ({ default: module.VideoTab })));
const VideoEvidence = lazy(() => import('../../features/video-call/video-evidence.tsx').then((module) => ({ default: module.VideoEvidence })));
const FaceCheckDialog = lazy(() => import('../../features/face-check/face-check-dialog.tsx').then((module) => ({ default: module.FaceCheckDialog })));

/**
 * The face check of a room join: the login's face-check dialog (features/face-check), with the
 * attempt taken from the room (POST …/video/attempt, bound to this join) instead of the login's.
 */
function RoomFaceCheck({ request }: { request: RoomFaceCheckRequest }) {
  const user = useAtomValue(userAtom);
  const identity = { pin: user?.pin ?? '', passserial: user?.passserial ?? '', passnum: user?.passnum ?? '' };
  const createDeps: CreateFaceCheckDeps = (video, locale) => ({
    ...browserFaceCheckDeps(video, locale),
    requestAttempt: (_identity, signal) => request.requestAttempt(signal),
  });
  return (
    <Suspense fallback={null}>
      <FaceCheckDialog
        identity={identity}
        signal={request.signal}
        onPassed={request.finish}
        onFailed={request.fail}
        onCancel={request.cancel}
        createDeps={createDeps}
      />
    </Suspense>
  );
}

/**
 * The device test for this act (its result is attached to it) and, on the web, the room test. On
 * a kiosk the test is a button a finger can hit (--target high, ui/styles.css), not a link inside
 * the sentence.
 */
export function DeviceTestLinks({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  const forAct = `?${new URLSearchParams({ act: uuid }).toString()}`;
  const intro = t({ id: 'video.deviceTest.intro', message: 'Ulanishdan oldin kamera, mikrofon va internet tezligini tekshiring:' });
  if (kiosk) {
    return (
      <p>
        {intro}{' '}
        <Link className="button button--secondary" to={paths.kiosk.videoTesting.href() + forAct}>
          {t({ id: 'video.deviceTest.devicesButton', message: 'Qurilmalarni tekshirish' })}
        </Link>
      </p>
    );
  }
  return (
    <p>
      {intro} <Link to={paths.videoTesting.href() + forAct}>{t({ id: 'video.deviceTest.devices', message: 'qurilmalarni tekshirish' })}</Link>
      {', '}
      <Link to={paths.roomVideoTesting.href()}>{t({ id: 'video.deviceTest.room', message: 'videoxona sinovi' })}</Link>.
    </p>
  );
}

/** The video conference tab and the result's recordings, composed for the act details (features do not import each other). */
export function useVideoSlots(): { video: (act: ActDetails) => ReactNode; videoResult: (act: ActDetails) => ReactNode } {
  const fallback = <LoadState pending failed={false} onRetry={() => undefined} />;
  return {
    video: (act) => (
      <Suspense fallback={fallback}>
        <VideoTab
          key={act.uuid}
          act={act}
          renderFaceCheck={(request) => <RoomFaceCheck request={request} />}
          deviceTest={<DeviceTestLinks uuid={act.uuid} />}
        />
      </Suspense>
    ),
    videoResult: (act) => (
      <Suspense fallback={fallback}>
        <VideoEvidence uuid={act.uuid} />
      </Suspense>
    ),
  };
}
