import { useLingui } from '@lingui/react/macro';
import type { VideoRoomView } from '../../../src-domain/http/routes/video-room.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { useVideoRoom } from './api/video-room.ts';
import { RecordingsList } from './recordings-list.tsx';

/** The participants' face checks in the room and their answers to the recording announcement. */
export function IdentityChecks({ view }: { view: VideoRoomView }) {
  const { t } = useLingui();
  return (
    <>
      <h3>{t({ id: 'video.evidence.checks', message: 'Xonadagi yuzni tekshirishlar' })}</h3>
      {view.identityChecks.length === 0 ? (
        <p>{t({ id: 'video.evidence.noChecks', message: 'Hali hech kim tekshiruvdan o‘tmagan.' })}</p>
      ) : (
        <ul className="video-evidence__checks">
          {view.identityChecks.map((check, index) => {
            const { name } = check;
            const at = formatDateTime(new Date(check.passedAt));
            return (
              <li key={`${check.passedAt}-${index}`}>
                {check.reason === 'gap_exceeded'
                  ? t({ id: 'video.evidence.checkAgain', message: `${name}: ${at}, uzilishdan keyin qayta` })
                  : t({ id: 'video.evidence.check', message: `${name}: ${at}` })}
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t({ id: 'video.evidence.consents', message: 'Yozib olishga rozilik' })}</h3>
      {view.consents.length === 0 ? (
        <p>{t({ id: 'video.evidence.noConsents', message: 'Hali javob yo‘q.' })}</p>
      ) : (
        <ul>
          {view.consents.map((consent, index) => {
            const { name } = consent;
            const at = formatDateTime(new Date(consent.at));
            return (
              <li key={`${consent.at}-${index}`}>
                {consent.agreed
                  ? t({ id: 'video.evidence.agreed', message: `${name}: rozi (${at})` })
                  : t({ id: 'video.evidence.declined', message: `${name}: rozi emas (${at})` })}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * Registration by video listed on the act (spec §4 step 9 "the same way as in person", with the
 * recording and the participants' identity checks): shown on the result tab of an act by video.
 */
export function VideoEvidence({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const room = useVideoRoom(uuid, false);
  if (!room.data)
    return room.isPending ? <p role="status">{t({ id: 'video.evidence.loading', message: 'Videokonferensiya ma’lumotlari yuklanmoqda…' })}</p> : null;
  return (
    <section className="video-evidence" aria-label={t({ id: 'video.evidence.label', message: 'Videokonferensiya orqali ro‘yxatga olish' })}>
      <h3>{t({ id: 'video.evidence.recordings', message: 'Seans yozuvlari' })}</h3>
      <RecordingsList uuid={uuid} recordings={room.data.recordings} />
      <IdentityChecks view={room.data} />
    </section>
  );
}
