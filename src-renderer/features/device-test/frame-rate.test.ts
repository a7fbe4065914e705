import { describe, expect, it } from 'vitest';
import { type FrameSample, measureFromSamples } from './frame-rate.ts';

const sample = (time: number, frames: number, width = 640, height = 480): FrameSample => ({ time, frames, width, height });

describe('measureFromSamples: frame rate and size counted from the frames', () => {
  it.each([
    ['30 frames a second over 2 s', [sample(1_000, 10), sample(2_000, 40), sample(3_000, 70)], { width: 640, height: 480, frameRate: 30 }],
    ['a 5 fps camera (the test camera) over 2 s', [sample(0, 0), sample(1_000, 5), sample(2_000, 10)], { width: 640, height: 480, frameRate: 5 }],
    ['an irregular camera, to one decimal', [sample(0, 100), sample(1_500, 122)], { width: 640, height: 480, frameRate: 14.7 }],
    ['the size the camera settled on (the last frame)', [sample(0, 0, 320, 240), sample(1_000, 15, 1280, 720)], { width: 1280, height: 720, frameRate: 15 }],
    ['one frame only: a size, no rate', [sample(500, 1, 320, 240)], { width: 320, height: 240, frameRate: null }],
    ['frames that stopped coming: rate 0', [sample(0, 4), sample(2_000, 4)], { width: 640, height: 480, frameRate: 0 }],
  ])('%s', (_, samples, measured) => {
    expect(measureFromSamples(samples)).toEqual(measured);
  });

  it('has nothing to say without a frame, or with frames of no size', () => {
    expect(measureFromSamples([])).toBeNull();
    expect(measureFromSamples([sample(0, 0, 0, 0)])).toBeNull();
  });

  it('gives no rate for a counter that went backwards (a restarted video)', () => {
    expect(measureFromSamples([sample(0, 50), sample(1_000, 3)])?.frameRate).toBeNull();
  });
});
