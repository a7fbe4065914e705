import { describe, expect, it } from 'vitest';
import { meetsWebcamMinimum } from './webcam-minimum.ts';

describe('meetsWebcamMinimum (spec §5 and §9: camera minimum 640×480)', () => {
  it.each([
    [640, 480, true],
    [1280, 720, true],
    [1920, 1080, true],
    [480, 640, true],
    [720, 1280, true],
    [639, 480, false],
    [640, 479, false],
    [640, 360, false],
    [320, 240, false],
    [0, 0, false],
  ])('%i×%i → %s', (width, height, meets) => {
    expect(meetsWebcamMinimum(width, height)).toBe(meets);
  });
});
