import { useLingui } from '@lingui/react/macro';
import type { VideoRoomView } from '../../../src-domain/http/routes/video-room.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { REFUSAL_TEXTS } from './room-refusal-text.ts';

/** The room's state and who is in it, as the server sees it (all server processes). */
export function RoomSummary({ view }: { view: VideoRoomView }) {
  const { t, i18n } = useLingui();
  const opensAt = view.room.opensAt ? formatDateTime(new Date(view.room.opensAt)) : null;
  const state = view.room.open
    ? t({ id: 'video.room.open', message: 'Xona ochiq' })
    : view.room.closedReason === 'not_open_yet' && opensAt
      ? t({ id: 'video.room.opensAt', message: `Xona ${opensAt} da ochiladi (Toshkent vaqti)` })
      : i18n._(REFUSAL_TEXTS[view.room.closedReason ?? 'room_closed']);
  return (
    <div className="video-room-summary">
      <p className="video-room-summary__state" data-open={view.room.open ? 'true' : 'false'}>
        {state}
      </p>
      {view.me.refusal && view.me.refusal !== view.room.closedReason ? <p className="notice">{i18n._(REFUSAL_TEXTS[view.me.refusal])}</p> : null}
      <h3 className="video-room-summary__heading">{t({ id: 'video.room.members', message: 'Xonada' })}</h3>
      {view.members.length === 0 ? (
        <p>{t({ id: 'video.room.empty', message: 'Hozir xonada hech kim yo‘q.' })}</p>
      ) : (
        <ul className="video-room-summary__members">
          {view.members.map((member) => (
            <li key={member.memberId}>
              {member.name}
              {member.role === 'notary' ? ` — ${t({ id: 'video.room.notary', message: 'notarius' })}` : ''}
              {member.identifiedAt ? ` · ${t({ id: 'video.room.identified', message: 'shaxsi tasdiqlangan' })}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
