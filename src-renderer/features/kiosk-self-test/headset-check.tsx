import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DeviceChecks, DeviceResult, SelfTestReport } from '../../../src-domain/kiosk/self-test.ts';
import { runSelfTest } from '../../platform/terminal.ts';
import { playTone } from '../../platform/test-tone.ts';
import { trackedMediaDevices } from '../../platform/user-media.ts';
import { useActivityHold } from '../../state/activity-hold.ts';
import { LevelMeter } from '../../ui/level-meter.tsx';
import { checkMicrophoneAttended, headsetAudioContext, headsetDeviceChecks } from './device-checks.ts';
import { HEADSET_IDLE, headsetHoldsIdleClock, headsetReducer } from './headset-check-state.ts';
import { useSelfTestTexts } from './self-test-texts.ts';
import { RQKEY } from './use-self-test.ts';

/** The check's real world; a test passes its own. */
export interface HeadsetDeps {
  media: () => MediaDevices | undefined;
  audioContext: (media: MediaDevices | undefined) => Promise<AudioContext | null>;
  listen: (media: MediaDevices | undefined, context: AudioContext, onLevel: (dbfs: number) => void, signal: AbortSignal) => Promise<DeviceResult>;
  playTone: (context: AudioContext) => Promise<void>;
  deviceChecks: (media: MediaDevices | undefined, microphone: DeviceResult, toneHeard: boolean) => Promise<DeviceChecks>;
  save: (devices: DeviceChecks) => Promise<SelfTestReport | null>;
}

export const browserHeadsetDeps: HeadsetDeps = {
  media: () => trackedMediaDevices(typeof navigator === 'undefined' ? undefined : navigator.mediaDevices),
  audioContext: headsetAudioContext,
  listen: (media, context, onLevel, signal) => checkMicrophoneAttended(media, { context, onLevel, signal }),
  playTone,
  deviceChecks: headsetDeviceChecks,
  save: runSelfTest,
};

interface Run {
  controller: AbortController;
  context: AudioContext | null;
}

/**
 * The technician's headset check (docs/kiosk-devices.md): the microphone's level while the
 * technician speaks (silence fails with spec §8 "no microphone"), then a tone in the headset
 * the technician says was heard or not; the terminal's self-test report is then made again
 * with both, and kept by the shell like any other.
 */
export function HeadsetCheck({ deps = browserHeadsetDeps }: { deps?: HeadsetDeps }) {
  const { t } = useLingui();
  const { outcome } = useSelfTestTexts();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(headsetReducer, HEADSET_IDLE);
  const run = useRef<Run | null>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  useActivityHold('device-test', headsetHoldsIdleClock(state));

  const stop = useCallback(() => {
    const current = run.current;
    run.current = null;
    current?.controller.abort(new DOMException('The headset check was stopped', 'AbortError'));
    void current?.context?.close().catch(() => undefined);
  }, []);
  useEffect(() => stop, [stop]);

  const start = () => {
    stop();
    dispatch({ type: 'start' });
    const current: Run = { controller: new AbortController(), context: null };
    run.current = current;
    const { signal } = current.controller;
    void (async () => {
      const media = deps.media();
      current.context = await deps.audioContext(media);
      if (!current.context) return { code: 'unknown-error' as const, figures: {} };
      return deps.listen(media, current.context, (dbfs) => !signal.aborted && dispatch({ type: 'level', dbfs }), signal);
    })().then(
      (microphone) => {
        if (signal.aborted) return;
        dispatch({ type: 'heard', microphone });
      },
      () => undefined,
    );
  };

  const tone = () => {
    const context = run.current?.context;
    if (!context) return dispatch({ type: 'tone', tone: 'failed' });
    dispatch({ type: 'tone', tone: 'playing' });
    deps.playTone(context).then(
      () => dispatch({ type: 'tone', tone: 'played' }),
      () => dispatch({ type: 'tone', tone: 'failed' }),
    );
  };

  const answer = (heard: boolean) => {
    if (state.step !== 'tone') return;
    const microphone = state.microphone;
    dispatch({ type: 'answer', heard });
    void (async () => {
      const media = deps.media();
      const report = await deps.save(await deps.deviceChecks(media, microphone, heard));
      if (report) queryClient.setQueryData(RQKEY, report);
      dispatch({ type: report ? 'saved' : 'not-saved' });
    })().catch(() => dispatch({ type: 'not-saved' }));
  };

  // The listening done, the next thing to press is the tone.
  useEffect(() => {
    if (state.step === 'tone' && state.tone === 'silent') playRef.current?.focus();
  }, [state]);

  const microphoneLine = (microphone: DeviceResult) => {
    const verdict = microphone.code === 'ok' ? t({ id: 'selfTest.report.passed', message: 'O‘tdi' }) : t({ id: 'selfTest.report.failed', message: 'O‘tmadi' });
    const text = outcome(microphone.code);
    const level = typeof microphone.figures.level === 'number' ? microphone.figures.level : null;
    return level === null
      ? t({ id: 'headset.microphone.result', message: `Mikrofon: ${verdict} — ${text}` })
      : t({ id: 'headset.microphone.resultLevel', message: `Mikrofon: ${verdict} — ${text} (eng baland ovoz ${level} dBFS)` });
  };

  return (
    <section className="headset-check" aria-labelledby="headset-check-heading">
      <h2 id="headset-check-heading">{t({ id: 'headset.heading', message: 'Quloqchin tekshiruvi' })}</h2>
      <p>
        {t({
          id: 'headset.lead',
          message: 'Quloqchinni taqing. Mikrofonga gapiring, so‘ng sinov ovozini eshitganingizni tasdiqlang: natija o‘z-o‘zini tekshirish hisobotiga yoziladi.',
        })}
      </p>
      <div className="self-test-actions">
        <button type="button" className="button" onClick={start}>
          {state.step === 'idle' ? t({ id: 'headset.start', message: 'Quloqchinni tekshirish' }) : t({ id: 'headset.restart', message: 'Qaytadan tekshirish' })}
        </button>
      </div>
      {state.step === 'listening' ? (
        <>
          <p role="status">{t({ id: 'headset.speak', message: 'Mikrofonga gapiring…' })}</p>
          <LevelMeter
            dbfs={state.level}
            label={t({ id: 'headset.meter', message: 'Mikrofon ovozi darajasi' })}
            valueText={(percent) => t({ id: 'headset.meterValue', message: `${percent} foiz` })}
          />
        </>
      ) : null}
      {state.step !== 'idle' && state.step !== 'listening' ? <p role="status">{microphoneLine(state.microphone)}</p> : null}
      {state.step === 'tone' ? (
        <>
          <p>{t({ id: 'headset.tonePrompt', message: 'Sinov ovozini chaling. Uni quloqchinda eshitdingizmi?' })}</p>
          <div className="self-test-actions">
            <button ref={playRef} type="button" className="button button--secondary" disabled={state.tone === 'playing'} onClick={tone}>
              {state.tone === 'silent' ? t({ id: 'headset.play', message: 'Sinov ovozini chalish' }) : t({ id: 'headset.playAgain', message: 'Yana chalish' })}
            </button>
            <button type="button" className="button" disabled={state.tone !== 'played'} onClick={() => answer(true)}>
              {t({ id: 'headset.heard', message: 'Ha, eshitdim' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answer(false)}>
              {t({ id: 'headset.notHeard', message: 'Yo‘q, eshitmadim' })}
            </button>
          </div>
          {state.tone === 'playing' ? <p role="status">{t({ id: 'headset.playing', message: 'Ovoz chalinmoqda…' })}</p> : null}
          {state.tone === 'failed' ? (
            <p role="alert">{t({ id: 'headset.toneFailed', message: 'Sinov ovozini chalib bo‘lmadi: ovoz chiqarish qurilmasini tekshiring.' })}</p>
          ) : null}
        </>
      ) : null}
      {state.step === 'saving' ? <p role="status">{t({ id: 'headset.saving', message: 'Natija hisobotga yozilmoqda…' })}</p> : null}
      {state.step === 'saved' ? (
        <p role="status">
          {state.toneHeard
            ? t({ id: 'headset.saved', message: 'Natija o‘z-o‘zini tekshirish hisobotiga yozildi.' })
            : t({ id: 'headset.savedNotHeard', message: 'Natija hisobotga yozildi: sinov ovozi eshitilmadi.' })}
        </p>
      ) : null}
      {state.step === 'not-saved' ? (
        <p role="alert">{t({ id: 'headset.notSaved', message: 'Natijani hisobotga yozib bo‘lmadi. Qaytadan tekshiring.' })}</p>
      ) : null}
    </section>
  );
}
