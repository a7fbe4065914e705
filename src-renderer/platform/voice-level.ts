import { amplitudeToDbfs, MIC_LEVEL_MIN_DBFS, micLevelHeard, rootMeanSquare } from '../../src-domain/devices/microphone-level.ts';

/** How often the level is read (a meter that moves smoothly) and for how long at most. */
export const LEVEL_INTERVAL_MS = 50;
export const LISTEN_MS = 10_000;
/** This many readings above the floor end the listening: one click is not a voice. */
export const HEARD_READINGS = 3;

export interface ListenOptions {
  /** Listen this long at most (LISTEN_MS). */
  listenMs?: number;
  /** Stop as soon as a voice was heard (HEARD_READINGS readings above the floor); else listen the whole time. */
  untilHeard?: boolean;
}

/**
 * Listens to a microphone's stream through Web Audio (spec §1 microphone headset; §8 device
 * check): reports each level reading (dBFS) and resolves with the loudest one, as soon as a voice
 * was heard or after `listenMs`. The stream stays the caller's; the nodes made here are let go.
 * Rejects only with the signal's reason.
 */
export async function measureVoice(
  context: AudioContext,
  stream: MediaStream,
  onLevel: (dbfs: number) => void,
  signal: AbortSignal,
  { listenMs = LISTEN_MS, untilHeard = true }: ListenOptions = {},
): Promise<number> {
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  try {
    await context.resume();
    const peak = await listen(analyser, onLevel, signal, listenMs, untilHeard);
    return Math.round(peak * 10) / 10;
  } finally {
    source.disconnect();
  }
}

function listen(analyser: AnalyserNode, onLevel: (dbfs: number) => void, signal: AbortSignal, listenMs: number, untilHeard: boolean): Promise<number> {
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
      if ((untilHeard && heard >= HEARD_READINGS) || performance.now() - started >= listenMs) done(() => resolve(peak));
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
