import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { useActivityHold } from '../../state/activity-hold.ts';
import { stopStream } from './open-device.ts';
import { clearLastFrame, keepLastFrame } from './preview-still.ts';
import type { DeviceTestDeps } from './device-test-deps.ts';
import { deviceTestReducer, holdsIdleClock, INITIAL_STATE } from './device-test-state.ts';

interface Run {
  controller: AbortController;
  context: AudioContext | null;
  stream: MediaStream | null;
  /** Resolves the speaker step with the person's answer. */
  answer: ((heard: boolean) => void) | null;
}

/**
 * Runs the four checks one after another (camera, microphone, speaker, connection), each
 * reported as it finishes; the speaker step waits for the person's answer. Leaving the page or
 * starting again stops the run and releases the camera, the microphone and the audio context.
 * `onComplete` gets the measurements of a finished run. While it measures, it holds the kiosk
 * idle clock (`holdsIdleClock`).
 */
export function useDeviceTestRun(deps: DeviceTestDeps, onComplete: (measured: DeviceMeasurements) => void) {
  const [state, dispatch] = useReducer(deviceTestReducer, INITIAL_STATE);
  useActivityHold('device-test', holdsIdleClock(state));
  const videoRef = useRef<HTMLVideoElement>(null);
  const runRef = useRef<Run | null>(null);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);

  const release = useCallback((run: Run, keepFrame = false) => {
    if (keepFrame && run.stream && videoRef.current) keepLastFrame(videoRef.current);
    stopStream(run.stream);
    run.stream = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    void run.context?.close().catch(() => undefined);
  }, []);

  const stop = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    runRef.current = null;
    run.controller.abort(new DOMException('The device test was stopped', 'AbortError'));
    release(run);
  }, [release]);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    clearLastFrame(videoRef.current);
    // Made in the click itself: a browser lets a page start audio only on a person's gesture.
    const run: Run = { controller: new AbortController(), context: deps.createAudioContext(), stream: null, answer: null };
    runRef.current = run;
    const { signal } = run.controller;
    const report = (event: Parameters<typeof dispatch>[0]) => {
      if (!signal.aborted) dispatch(event);
    };
    dispatch({ type: 'start' });

    const steps = async (): Promise<DeviceMeasurements> => {
      report({ type: 'step', step: 'camera' });
      const video = videoRef.current;
      if (!video) throw new Error('the camera preview is not on the page');
      const camera = await deps.checkCamera(video, signal);
      run.stream = camera.stream;
      report({ type: 'camera', measured: camera.measured });

      report({ type: 'step', step: 'microphone' });
      const microphone = await deps.checkMicrophone(run.context, (dbfs) => report({ type: 'level', dbfs }), signal);
      report({ type: 'microphone', measured: microphone });

      report({ type: 'step', step: 'speaker' });
      const heard = await new Promise<boolean>((resolve, reject) => {
        run.answer = resolve;
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
      run.answer = null;
      report({ type: 'speaker', measured: { heard } });

      report({ type: 'step', step: 'connection' });
      const connection = await deps.checkConnection((direction, mbps) => report({ type: 'speed', direction, mbps }), signal);
      report({ type: 'connection', measured: connection.measured, message: connection.serverMessage });
      return { camera: camera.measured, microphone, speaker: { heard }, connection: connection.measured };
    };

    void steps().then(
      (measured) => {
        if (signal.aborted) return;
        runRef.current = null;
        release(run, true);
        dispatch({ type: 'done' });
        completeRef.current(measured);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('device test interrupted', error);
        runRef.current = null;
        release(run);
        dispatch({ type: 'interrupted' });
      },
    );
  }, [deps, release, stop]);

  const playTone = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    const { signal } = run.controller;
    dispatch({ type: 'tone', tone: 'playing' });
    deps.playTone(run.context).then(
      () => !signal.aborted && dispatch({ type: 'tone', tone: 'played' }),
      () => !signal.aborted && dispatch({ type: 'tone', tone: 'failed' }),
    );
  }, [deps]);

  const answerSpeaker = useCallback((heard: boolean) => runRef.current?.answer?.(heard), []);

  return { state, videoRef, start, playTone, answerSpeaker };
}
