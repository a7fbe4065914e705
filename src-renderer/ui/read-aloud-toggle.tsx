import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { readAloudAtom } from '../state/read-aloud.ts';
import { useVoiceStatus } from './use-read-aloud.ts';
import { useShownLocale } from './use-shown-locale.ts';
import './read-aloud-toggle.css';

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="read-aloud__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 9v6h4l5 5V4L7 9H3z" fill="currentColor" />
      {muted ? (
        <path d="M15 9l6 6m0-6l-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
      ) : (
        <path d="M15 8.5a5 5 0 0 1 0 7M17.5 5.5a9 9 0 0 1 0 13" stroke="currentColor" strokeWidth="2" fill="none" />
      )}
    </svg>
  );
}

/**
 * The start/stop control of read-aloud (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md):
 * a toggle button; what is said comes from `useReadAloud` where the words are. Without a voice for
 * the interface locale it says so instead, and does nothing.
 */
export function ReadAloudToggle({ className = 'button button--secondary' }: { className?: string }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const [on, setOn] = useAtom(readAloudAtom);
  const status = useVoiceStatus(locale);
  if (status === 'missing') {
    return (
      <button type="button" className={`${className} read-aloud read-aloud--missing`} aria-disabled="true">
        <SpeakerIcon muted />
        {t({ id: 'readAloud.noVoice', message: 'Ovozli o‘qish: ovoz o‘rnatilmagan' })}
      </button>
    );
  }
  return (
    <button type="button" className={`${className} read-aloud`} aria-pressed={on} onClick={() => setOn(!on)}>
      <SpeakerIcon muted={false} />
      {t({ id: 'readAloud.toggle', message: 'Ovoz chiqarib o‘qish' })}
    </button>
  );
}
