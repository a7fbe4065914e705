import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIC_LEVEL_MIN_DBFS } from '../../../src-domain/devices/microphone-level.ts';
import { checkMicrophone, HEARD_READINGS, LEVEL_INTERVAL_MS, LISTEN_MS } from './microphone-check.ts';

/** An audio context whose analyser hears `amplitude()` (a square wave of that height) at each reading. */
function fakeAudio(amplitude: () => number) {
  const source = { connect: vi.fn(), disconnect: vi.fn() };
  const analyser = {
    fftSize: 0,
    getFloatTimeDomainData: (samples: Float32Array) => {
      const a = amplitude();
      for (let i = 0; i < samples.length; i += 1) samples[i] = i % 2 === 0 ? a : -a;
    },
  };
  const context = { createMediaStreamSource: () => source, createAnalyser: () => analyser, resume: () => Promise.resolve() };
  return { context: context as unknown as AudioContext, source };
}

function fakeMedia() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const media = { enumerateDevices: async () => [{ kind: 'audioinput' }], getUserMedia: async () => stream } as unknown as MediaDevices;
  return { media, track };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkMicrophone (spec §1 microphone headset)', () => {
  it('passes as soon as a voice was heard for three readings, with the loudest level, and releases the microphone', async () => {
    const levels = [0.0005, 0.2, 0.05, 0.1, 0.3];
    let reading = 0;
    const { context, source } = fakeAudio(() => levels[reading++] ?? 0);
    const { media, track } = fakeMedia();
    const seen: number[] = [];
    const checking = checkMicrophone(media, context, (dbfs) => seen.push(Math.round(dbfs)), new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 4);
    expect(await checking).toEqual({ error: null, level: -14 });
    expect(seen).toEqual([-66, -14, -26, -20]);
    expect(seen.filter((dbfs) => dbfs >= -50)).toHaveLength(HEARD_READINGS);
    expect(track.stop).toHaveBeenCalled();
    expect(source.disconnect).toHaveBeenCalled();
  });

  it('gives up after listening in silence, with the level it heard: the verdict is "no sound"', async () => {
    const { context } = fakeAudio(() => 0);
    const { media, track } = fakeMedia();
    const checking = checkMicrophone(media, context, () => undefined, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LISTEN_MS + LEVEL_INTERVAL_MS);
    expect(await checking).toEqual({ error: null, level: MIC_LEVEL_MIN_DBFS });
    expect(track.stop).toHaveBeenCalled();
  });

  it('says a missing microphone without listening', async () => {
    const media = { enumerateDevices: async () => [{ kind: 'videoinput' }], getUserMedia: vi.fn() } as unknown as MediaDevices;
    expect(await checkMicrophone(media, fakeAudio(() => 0).context, () => undefined, new AbortController().signal)).toEqual({
      error: 'no-microphone',
      level: null,
    });
  });

  it('stops listening with the abort of the run and releases the microphone', async () => {
    const { context } = fakeAudio(() => 0);
    const { media, track } = fakeMedia();
    const controller = new AbortController();
    const checking = checkMicrophone(media, context, () => undefined, controller.signal);
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(checking).rejects.toMatchObject({ name: 'AbortError' });
    expect(track.stop).toHaveBeenCalled();
  });
});
