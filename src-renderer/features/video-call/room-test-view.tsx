import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import SimplePeer from 'simple-peer/simplepeer.min.js';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import type { RoomTestCheck } from '../../../src-domain/video/room-test-verdict.ts';
import { apiOrigin } from '../../platform/api-origin.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { CallProblemMessage } from './call-problem-message.tsx';
import { DeviceProblemError, openCallMedia } from './call-media.ts';
import { runRoomTest, type RoomTestDeps, type RoomTestResult } from './room-test-run.ts';
import { browserRoomSocket, roomSocketUrl } from './room-socket.ts';
import './video-call.css';

type Run =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: RoomTestResult } | { kind: 'device'; error: DeviceProblemError } | { kind: 'failed' };

function playsIn(video: HTMLVideoElement | null) {
  return (stream: MediaStream, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (!video) return reject(new Error('no video element'));
      video.srcObject = stream;
      const check = () => {
        if (video.videoWidth > 0) {
          video.removeEventListener('timeupdate', check);
          resolve();
        }
      };
      video.addEventListener('timeupdate', check);
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      void video.play().catch(() => undefined);
    });
}

/**
 * The room test (spec §2 `room_video_testing`): a real call through the reference server's
 * signalling between two peers of this page (docs/decisions/0030-room-test-peer.md), with time
 * to connect, round-trip time, bitrate and packet loss from getStats, and pass or fail.
 */
export function RoomTestView() {
  const { t } = useLingui();
  const locale = useShownLocale();
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const video = useRef<HTMLVideoElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const checks: Record<RoomTestCheck, string> = {
    connect: t({ id: 'roomTest.check.connect', message: 'Ulanish 10 soniyada o‘rnatilmadi' }),
    rtt: t({ id: 'roomTest.check.rtt', message: 'Kechikish juda katta (300 ms dan ortiq)' }),
    loss: t({ id: 'roomTest.check.loss', message: 'Paketlar yo‘qolishi 2 % dan ortiq' }),
    bitrate: t({ id: 'roomTest.check.bitrate', message: 'Video oqimi juda sust (250 kbit/s dan kam)' }),
  };

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({ kind: 'running' });
    const deps: RoomTestDeps = {
      socketUrl: async () => roomSocketUrl(await apiOrigin()),
      openSocket: browserRoomSocket,
      openMedia: openCallMedia,
      createPeer: (options) => new SimplePeer(options),
      firstFrame: playsIn(video.current),
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
    runRoomTest(deps, controller.signal).then(
      (result) => !controller.signal.aborted && setRun({ kind: 'done', result }),
      (error: unknown) => !controller.signal.aborted && setRun(error instanceof DeviceProblemError ? { kind: 'device', error } : { kind: 'failed' }),
    );
  };

  const result = run.kind === 'done' ? run.result : null;
  const shown = (value: number | null | undefined, text: (value: number) => string) => (value === null || value === undefined ? '—' : text(value));
  // Whole numbers, grouped as the locale groups them (i18n/format-number.ts), in its units.
  const milliseconds = (value: number) => {
    const ms = formatDecimal(value, locale, 0);
    return t({ id: 'roomTest.milliseconds', message: `${ms} ms` });
  };
  const connectText = shown(result?.connectMs, milliseconds);
  const rttText = shown(result?.rttMs, milliseconds);
  const kbpsText = shown(result?.inboundKbps, (value) => {
    const kbps = formatDecimal(value, locale, 0);
    return t({ id: 'roomTest.kbps', message: `${kbps} kbit/s` });
  });
  const lossText = shown(result?.lossPercent, (percent) => `${formatDecimal(percent, locale, 1)} %`);
  const rows: readonly (readonly [string, string])[] = [
    [t({ id: 'roomTest.connect', message: 'Ulanish vaqti' }), connectText],
    [t({ id: 'roomTest.rtt', message: 'Aylanma kechikish (RTT)' }), rttText],
    [t({ id: 'roomTest.bitrate', message: 'Video oqimi' }), kbpsText],
    [t({ id: 'roomTest.loss', message: 'Paketlar yo‘qolishi' }), lossText],
  ];
  return (
    <section className="room-test" aria-label={t({ id: 'roomTest.heading', message: 'Videoxona sinovi' })}>
      <p>
        {t({
          id: 'roomTest.intro',
          message: 'Sinov server orqali haqiqiy videoqo‘ng‘iroq o‘rnatadi: kamerangiz tasviri ikkinchi ulanishga uzatiladi va aloqa sifati o‘lchanadi.',
        })}
      </p>
      <button type="button" className="button" disabled={run.kind === 'running'} onClick={start}>
        {run.kind === 'running' ? t({ id: 'roomTest.running', message: 'Sinov o‘tkazilmoqda…' }) : t({ id: 'roomTest.start', message: 'Sinovni boshlash' })}
      </button>
      <video ref={video} className="room-test__video" muted playsInline aria-label={t({ id: 'roomTest.video', message: 'Qabul qilingan video' })} />
      {run.kind === 'device' ? <CallProblemMessage problem={{ kind: 'device', problem: run.error.problem }} /> : null}
      {run.kind === 'failed' ? <CallProblemMessage problem={{ kind: 'media-server' }} /> : null}
      {result ? (
        <div role="status">
          <p className={result.verdict.pass ? 'room-test__verdict room-test__verdict--pass' : 'room-test__verdict room-test__verdict--fail'}>
            {result.verdict.pass ? t({ id: 'roomTest.pass', message: 'Sinovdan o‘tdi' }) : t({ id: 'roomTest.fail', message: 'Sinovdan o‘tmadi' })}
          </p>
          <table className="room-test__table">
            <caption>{t({ id: 'roomTest.results', message: 'Natijalar' })}</caption>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.verdict.failed.length > 0 ? (
            <ul>
              {result.verdict.failed.map((check) => (
                <li key={check}>{checks[check]}</li>
              ))}
            </ul>
          ) : null}
          {result.relayed ? null : (
            <p className="notice">{t({ id: 'roomTest.noTurn', message: 'Serverda TURN sozlanmagan: faqat shu qurilma ichidagi yo‘l sinaldi.' })}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
