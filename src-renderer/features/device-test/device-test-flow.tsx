import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { judgeDeviceTest } from '../../../src-domain/devices/device-test-verdict.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { useLatestDeviceTest } from './api/get-latest-device-test.ts';
import { usePostDeviceTest } from './api/post-device-test.ts';
import { browserDeviceTestDeps, type DeviceTestDeps } from './device-test-deps.ts';
import { LatestResult, SaveStatus } from './device-test-save.tsx';
import { completeMeasurements, DEVICE_TEST_STEPS, type DeviceTestState } from './device-test-state.ts';
import { CameraStep, ConnectionStep, MicrophoneStep, SpeakerStep, stepDetail } from './device-test-steps.tsx';
import { stepStatus, stepVerdict } from './step-verdicts.ts';
import { type DeviceTestTexts, useDeviceTestTexts } from './use-device-test-texts.ts';
import { useDeviceTestRun } from './use-device-test-run.ts';
import './device-test.css';

export interface DeviceTestFlowProps {
  /** The act to attach the result to (`?act=` of the page), when the test was opened from one. */
  act: string | null;
  loginHref: string;
  deps?: DeviceTestDeps;
}

/**
 * What the live region says: the result of the step that finished last, what the step under way
 * needs from the person, and the verdict once all is done. A polite region re-reads on change.
 * (An interrupted run has its own alert.)
 */
function announcement(state: DeviceTestState, texts: DeviceTestTexts): string {
  const finished = DEVICE_TEST_STEPS.filter((step) => stepVerdict(step, state.measured) !== null);
  const last = finished.at(-1);
  const parts = last ? [texts.announceStep(texts.stepTitle(last), texts.status(stepStatus(last, state)), stepDetail(last, state, texts))] : [];
  if (state.active === 'microphone') parts.push(texts.microphonePrompt);
  if (state.active === 'speaker' && !state.measured.speaker) parts.push(`${texts.stepTitle('speaker')}: ${texts.speakerPrompt}`);
  if (state.phase === 'done' && finished.length === DEVICE_TEST_STEPS.length) parts.push(allPassed(state) ? texts.ready : texts.notReady);
  return parts.join(' ');
}

function allPassed(state: DeviceTestState): boolean {
  return DEVICE_TEST_STEPS.every((step) => stepVerdict(step, state.measured)?.passed === true);
}

/**
 * The video-conference device test (spec §1, §2 `video_testing`, §5, §8 device check): camera,
 * microphone, speaker and connection, each with its verdict; a signed-in user's finished run is
 * kept on the server (and attached to `act`).
 */
export function DeviceTestFlow({ act, loginHref, deps = browserDeviceTestDeps }: DeviceTestFlowProps) {
  const texts = useDeviceTestTexts();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const latest = useLatestDeviceTest(signedIn);
  const save = usePostDeviceTest();
  const { mutate, reset } = save;

  const keep = useCallback(
    (measured: DeviceMeasurements) => {
      if (signedIn) mutate({ ...measured, ...(act ? { act } : {}) });
    },
    [signedIn, act, mutate],
  );
  const { state, videoRef, start, playTone, answerSpeaker } = useDeviceTestRun(deps, keep);
  useEffect(() => {
    if (state.phase === 'running') reset();
  }, [state.phase, reset]);

  const measured = state.phase === 'done' ? completeMeasurements(state.measured) : null;
  const verdict = measured ? judgeDeviceTest(measured) : null;

  return (
    <div className="device-test">
      <p className="device-test__intro">{texts.intro}</p>
      {signedIn && latest.data?.result && state.phase === 'idle' ? <LatestResult result={latest.data.result} /> : null}
      {/* Never disabled: the focus stays on it, and pressing it mid-run starts over. */}
      <button type="button" className="button device-test__start" onClick={start}>
        {state.phase === 'idle' ? texts.start : texts.restart}
      </button>
      {state.phase === 'interrupted' ? (
        <p className="notice notice--warning" role="alert">
          {texts.interrupted}
        </p>
      ) : null}
      <ol className="device-test__steps">
        <CameraStep state={state} texts={texts} videoRef={videoRef} />
        <MicrophoneStep state={state} texts={texts} />
        <SpeakerStep state={state} texts={texts} onPlay={playTone} onAnswer={answerSpeaker} />
        <ConnectionStep state={state} texts={texts} />
      </ol>
      {verdict ? (
        <div className={`device-test__summary device-test__summary--${verdict.passed ? 'ready' : 'not-ready'}`}>
          <p>{verdict.passed ? texts.ready : texts.notReady}</p>
          <SaveStatus
            signedIn={signedIn}
            loginHref={loginHref}
            pending={save.isPending}
            failed={save.isError}
            saved={save.data ?? null}
            attachedToAct={act !== null}
            onRetry={() => measured && keep(measured)}
          />
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement(state, texts)}
      </p>
    </div>
  );
}
