import { useLingui } from '@lingui/react/macro';
import { REG_TYPES, type RegType } from '../../../src-domain/acts/act-types.ts';

/**
 * The act's kind by its icon (spec §2 screen 7: 1 in person, 2 webcam). The picture is decoration
 * for sighted users; the same meaning is in text for everyone else.
 */
export function NotifyTypeIcon({ type }: { type: RegType }) {
  const { t } = useLingui();
  const video = type === REG_TYPES.video;
  return (
    <span className={`notify-icon notify-icon--${video ? 'video' : 'in-person'}`}>
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        {video ? (
          <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h10A1.5 1.5 0 0 1 16 6.5V9l5-3v12l-5-3v2.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 3 17.5z" fill="currentColor" />
        ) : (
          <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z" fill="currentColor" />
        )}
      </svg>
      <span className="notify-icon__text">
        {video ? t({ id: 'notify.type.video', message: 'Videokonferensiya orqali' }) : t({ id: 'notify.type.inPerson', message: 'Notarius huzurida' })}
      </span>
    </span>
  );
}
