import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { RecordingSummary } from '../../../src-domain/http/routes/video-room.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { recordingMedia } from './api/recordings.ts';

function Player({ uuid, recording }: { uuid: string; recording: RecordingSummary }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (url) return <video className="video-recording__player" src={url} controls aria-label={t({ id: 'video.recordings.player', message: 'Seans yozuvi' })} />;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'loading'}
        onClick={() => {
          setState('loading');
          recordingMedia(uuid, recording.id).then(
            (blob) => setUrl(URL.createObjectURL(blob)),
            () => setState('failed'),
          );
        }}
      >
        {state === 'loading' ? t({ id: 'video.recordings.loading', message: 'Yuklanmoqda…' }) : t({ id: 'video.recordings.play', message: 'Ko‘rish' })}
      </button>
      {state === 'failed' ? <span role="alert">{t({ id: 'video.recordings.failed', message: 'Yozuvni yuklab bo‘lmadi.' })}</span> : null}
    </>
  );
}

/**
 * The act's recordings (spec §1 "the video recording of a session is stored"): everyone who may see
 * the act sees that they exist and whether they are sealed; only the notary plays them.
 */
export function RecordingsList({ uuid, recordings }: { uuid: string; recordings: readonly RecordingSummary[] }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const states = {
    recording: t({ id: 'video.recordings.state.recording', message: 'yozilmoqda' }),
    sealed: t({ id: 'video.recordings.state.sealed', message: 'to‘liq, tekshirilgan va muhrlangan' }),
    abandoned: t({ id: 'video.recordings.state.abandoned', message: 'tugallanmagan' }),
  } as const;
  if (recordings.length === 0) return <p>{t({ id: 'video.recordings.none', message: 'Hali yozuv yo‘q.' })}</p>;
  return (
    <ul className="video-recordings">
      {recordings.map((recording) => {
        const started = formatDateTime(new Date(recording.startedAt));
        const state = states[recording.state];
        const segments = recording.segmentCount;
        const kilobytes = formatDecimal(recording.totalBytes / 1024, locale, 0);
        return (
          <li key={recording.id} className="video-recording">
            <span>
              {t({ id: 'video.recordings.item', message: `Yozuv ${started}: ${state}` })}
              {recording.state === 'sealed' ? ` · ${t({ id: 'video.recordings.size', message: `${segments} bo‘lak, ${kilobytes} KB` })}` : ''}
            </span>
            {recording.manifestSha256 ? <code className="video-manifest">{recording.manifestSha256}</code> : null}
            {recording.playable ? <Player uuid={uuid} recording={recording} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
