import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { amplitudeToDbfs, MIC_LEVEL_MIN_DBFS, micLevelHeard, rootMeanSquare } from '../../../src-domain/devices/microphone-level.ts';
import { openDevice, stopStream } from './open-device.ts';

/** How often the level is read (a meter that moves smoothly) and for how long at most. */
export const LEVEL_INTERVAL_MS = 50;
export const LISTEN_MS = 10_000;
/** This many readings above the floor pass the check: one click is not a voice. */
export const HEARD_READINGS = 3;

/**
 * Opens the microphone and listens (spec §1 microphone headset; §8 device check): reports each
 * level reading (dBFS) to the meter and resolves with the loudest one as soon as something was
 * heard for HEARD_READINGS readings, or after LISTEN_MS. Never throws but for an abort.
 */
export async function checkMicrophone(
  media: MediaDevices | undefined,
  context: AudioContext,
  onLevel: (dbfs: number) => void,
  signal: AbortSignal,
): Promise<DeviceMeasurements['microphone']> {
  const stream = await openDevice(media, 'microphone', signal);
  if (typeof stream === 'string') return { error: stream, level: null };
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  try {
    await context.resume();
    const peak = await listen(analyser, onLevel, signal);
    return { error: null, level: Math.round(peak * 10) / 10 };
  } finally {
    source.disconnect();
    stopStream(stream);
  }
}

function listen(analyser: AnalyserNode, onLevel: (dbfs: number) => void, signal: AbortSignal): Promise<number> {
  const samples = new Float32Array(analyser.fftSize);
  return new Promise((resolve, reject) => {
    let peak = MIC_LEVEL_MIN_DBFS;
    let heard = 0;
    const started = performance.now();
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const level = amplitudeToDbfs(rootMeanSquare(samples));
      peak = Math.max(peak, level);
      onLevel(level);
      if (micLevelHeard(level)) heard += 1;
      if (heard >= HEARD_READINGS || performance.now() - started >= LISTEN_MS) done(() => resolve(peak));
    }, LEVEL_INTERVAL_MS);
    const onAbort = () => done(() => reject(signal.reason));
    function done(settle: () => void) {
      clearInterval(timer);
      signal.removeEventListener('abort', onAbort);
      settle();
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
