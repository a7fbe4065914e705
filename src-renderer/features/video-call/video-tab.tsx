import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useVideoRoom } from './api/video-room.ts';
import { ActDeviceTests } from './act-device-tests.tsx';
import { CallPanel } from './call-panel.tsx';
import { CallProblemMessage } from './call-problem-message.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import type { RenderFaceCheck } from './face-check-request.ts';
import { RecordingsList } from './recordings-list.tsx';
import { RoomSummary } from './room-summary.tsx';
import { useCall } from './use-call.ts';
import { IdentityChecks } from './video-evidence.tsx';
import { VideoTiles } from './video-tiles.tsx';
import './video-call.css';

export interface VideoTabProps {
  act: ActDetails;
  /** The face-check dialog (features/face-check), composed by the route. */
  renderFaceCheck: RenderFaceCheck;
  /** Links to the device test (spec §2 `video_testing`, this act's) and the room test (`room_video_testing`). */
  deviceTest: ReactNode;
}

/**
 * The video conference tab of an act by video (spec §2 screens 13–14, §4 step 8): the device
 * test, the panel and the call, the recording announcement, the face check when the server asks
 * for one, the room's state and who is in it, the participants' test results, the recordings and
 * the identity checks.
 *
 * What a person presses comes first, what arrives or changes on its own after it: the room's
 * members and the test results load after the tab opens and grow as people join, and above the
 * controls they would push "Ulanish" or the consent's answer from under a finger at a slow
 * terminal (docs/video.md, layout).
 */
export function VideoTab({ act, renderFaceCheck, deviceTest }: VideoTabProps) {
  const { t } = useLingui();
  const room = useVideoRoom(act.uuid);
  const { controller, state, faceRequest } = useCall(act.uuid);
  const view = room.data;
  const notary = view?.me.role === 'notary';
  const ended = state.phase === 'ended';
  return (
    <div className="act-tab video-tab">
      {deviceTest}
      <CallPanel controller={controller} state={state} canJoin={view?.me.canJoin ?? false} notary={notary} />
      {state.problem ? <CallProblemMessage problem={state.problem} /> : null}
      {state.phase === 'consent' ? <ConsentBanner onAnswer={(agree) => controller.answerConsent(agree)} /> : null}
      {state.phase === 'identity' ? (
        <p className="notice" role="status">
          {state.identityReason === 'gap_exceeded'
            ? t({ id: 'video.identity.again', message: 'Aloqa uzoq vaqt uzilgan edi: shaxsingizni yana yuz orqali tasdiqlang.' })
            : t({ id: 'video.identity.first', message: 'Videokonferensiyaga kirish uchun shaxsingizni yuz orqali tasdiqlang.' })}
        </p>
      ) : null}
      {state.phase === 'starting' ? <p role="status">{t({ id: 'video.phase.starting', message: 'Ulanmoqda…' })}</p> : null}
      {state.phase === 'reconnecting' ? <p role="status">{t({ id: 'video.phase.reconnecting', message: 'Aloqa uzildi, qayta ulanmoqda…' })}</p> : null}
      {ended ? (
        <p className="notice" role="status">
          {state.endedReason === 'registered'
            ? t({ id: 'video.ended.registered', message: 'Notarial harakat ro‘yxatga olindi, videokonferensiya tugadi.' })
            : state.endedReason === 'left'
              ? t({ id: 'video.ended.left', message: 'Siz videokonferensiyadan chiqdingiz.' })
              : t({ id: 'video.ended.closed', message: 'Videokonferensiya yopildi.' })}
        </p>
      ) : null}
      {state.failedLinks.length > 0 ? (
        <p className="notice notice--warning" role="alert">
          {t({ id: 'video.problem.mediaServer', message: 'Media-serverga ulanishda xatolik, keyinroq qayta urinib ko‘ring.' })}
        </p>
      ) : null}
      {state.local ? <VideoTiles self={state.self} local={state.local} members={state.members} links={state.links} /> : null}
      <LoadState pending={room.isPending} failed={room.isError && !view} onRetry={() => void room.refetch()} />
      {view ? <RoomSummary view={view} /> : null}
      <ActDeviceTests uuid={act.uuid} parties={act.parties} />
      {view ? (
        <>
          <h3>{t({ id: 'video.recordings.heading', message: 'Seans yozuvlari' })}</h3>
          <RecordingsList uuid={act.uuid} recordings={view.recordings} />
          <IdentityChecks view={view} />
        </>
      ) : null}
      {faceRequest ? renderFaceCheck(faceRequest) : null}
    </div>
  );
}
