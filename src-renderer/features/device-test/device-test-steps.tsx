import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { speedVerdict } from '../../../src-domain/devices/connection-speed.ts';
import type { CameraFailure, ConnectionFailure, MicrophoneFailure, SpeakerFailure } from '../../../src-domain/devices/device-test-verdict.ts';
import type { DeviceTestState, DeviceTestStep } from './device-test-state.ts';
import { LevelMeter } from '../../ui/level-meter.tsx';
import { stepStatus, stepVerdict } from './step-verdicts.ts';
import type { DeviceTestTexts } from './use-device-test-texts.ts';

interface StepProps {
  state: DeviceTestState;
  texts: DeviceTestTexts;
}

/** What a finished step says beside its verdict: its figures, or why it failed (spec §8). */
export function stepDetail(step: DeviceTestStep, state: DeviceTestState, texts: DeviceTestTexts): string {
  const verdict = stepVerdict(step, state.measured);
  const { camera, connection } = state.measured;
  switch (step) {
    case 'camera': {
      const figures =
        camera?.width && camera.height
          ? [texts.cameraSize(camera.width, camera.height), ...(camera.frameRate === null ? [] : [texts.cameraFrameRate(camera.frameRate)])]
          : [];
      return [...figures, ...(verdict?.failure ? [texts.cameraFailure(verdict.failure as CameraFailure)] : [])].join('. ');
    }
    case 'microphone':
      return verdict?.failure ? texts.microphoneFailure(verdict.failure as MicrophoneFailure) : texts.microphoneHeard;
    case 'speaker':
      return verdict?.failure ? texts.speakerFailure(verdict.failure as SpeakerFailure) : texts.speakerConfirmed;
    case 'connection': {
      if (!connection || connection.downloadMbps === null || connection.uploadMbps === null)
        return verdict?.failure ? texts.connectionFailure(verdict.failure as ConnectionFailure) : '';
      const speeds = [texts.download(texts.mbps(connection.downloadMbps)), texts.upload(texts.mbps(connection.uploadMbps))];
      const judged = verdict?.failure
        ? texts.connectionFailure(verdict.failure as ConnectionFailure)
        : speedVerdict(Math.min(connection.downloadMbps, connection.uploadMbps)) === 'recommended'
          ? texts.recommendedSpeed
          : texts.enoughSpeed;
      return [...speeds, judged].join('. ');
    }
  }
}

function StepItem({ step, state, texts, children }: StepProps & { step: DeviceTestStep; children?: ReactNode }) {
  const status = stepStatus(step, state);
  const titleId = `device-test-${step}-title`;
  const finished = status === 'passed' || status === 'failed';
  return (
    <li className={`device-test__step device-test__step--${status}`} aria-labelledby={titleId} data-step={step} data-status={status}>
      <div className="device-test__step-head">
        <h2 id={titleId}>{texts.stepTitle(step)}</h2>
        <span className="device-test__status">{texts.status(status)}</span>
      </div>
      {children}
      {finished ? <p className="device-test__detail">{stepDetail(step, state, texts)}</p> : null}
    </li>
  );
}

export function CameraStep({ state, texts, videoRef }: StepProps & { videoRef: RefObject<HTMLVideoElement | null> }) {
  const { camera } = state.measured;
  // Live while checked and after, while the test goes on; once it ends, the last frame it gave (preview-still.ts).
  const showing = state.active === 'camera' || camera?.error === null;
  return (
    <StepItem step="camera" state={state} texts={texts}>
      {/* Always on the page: the camera check plays into it and counts its frames. Mirrored like a mirror. */}
      <video
        ref={videoRef}
        className={`device-test__preview${showing ? '' : ' device-test__preview--off'}`}
        muted
        playsInline
        aria-label={texts.stepTitle('camera')}
      />
    </StepItem>
  );
}

export function MicrophoneStep({ state, texts }: StepProps) {
  const running = state.active === 'microphone';
  // While listening: the live level; afterwards: the loudest one heard.
  const level = running ? state.level : (state.measured.microphone?.level ?? null);
  return (
    <StepItem step="microphone" state={state} texts={texts}>
      {running ? <p>{texts.microphonePrompt}</p> : null}
      {running || level !== null ? <LevelMeter dbfs={level} label={texts.meterLabel} valueText={texts.meterValue} /> : null}
    </StepItem>
  );
}

export function SpeakerStep({ state, texts, onPlay, onAnswer }: StepProps & { onPlay: () => void; onAnswer: (heard: boolean) => void }) {
  const asking = state.active === 'speaker' && !state.measured.speaker;
  const playRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The test waits for the person here: take keyboard and screen-reader users to the question.
    if (asking) playRef.current?.focus();
  }, [asking]);
  if (!asking) return <StepItem step="speaker" state={state} texts={texts} />;
  return (
    <StepItem step="speaker" state={state} texts={texts}>
      <p>{texts.speakerPrompt}</p>
      <div className="device-test__actions">
        <button ref={playRef} type="button" className="button button--secondary" onClick={onPlay}>
          {state.tone === 'silent' ? texts.playTone : texts.playAgain}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(true)} disabled={state.tone === 'silent'}>
          {texts.heard}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          {texts.notHeard}
        </button>
      </div>
      {state.tone === 'playing' ? <p>{texts.tonePlaying}</p> : null}
      {state.tone === 'failed' ? <p>{texts.toneFailed}</p> : null}
    </StepItem>
  );
}

export function ConnectionStep({ state, texts }: StepProps) {
  const running = state.active === 'connection';
  const { download, upload } = state.speeds;
  return (
    <StepItem step="connection" state={state} texts={texts}>
      {running ? (
        <ul className="device-test__speeds">
          {download === undefined ? null : <li>{texts.download(texts.mbps(download))}</li>}
          {upload === undefined ? null : <li>{texts.upload(texts.mbps(upload))}</li>}
        </ul>
      ) : null}
      {state.connectionMessage ? <p>{state.connectionMessage}</p> : null}
    </StepItem>
  );
}
