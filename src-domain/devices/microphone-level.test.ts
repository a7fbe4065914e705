import { describe, expect, it } from 'vitest';
import { amplitudeToDbfs, MIC_LEVEL_MIN_DBFS, micLevelDead, micLevelHeard, rootMeanSquare } from './microphone-level.ts';

describe('rootMeanSquare', () => {
  it.each([
    ['silence', [0, 0, 0, 0], 0],
    ['a full-scale square wave', [1, -1, 1, -1], 1],
    ['a half-scale square wave', [0.5, -0.5], 0.5],
    ['an empty window', [], 0],
  ])('%s → %f', (_, samples, rms) => {
    expect(rootMeanSquare(samples)).toBeCloseTo(rms, 9);
  });

  it('gives a full-scale sine 1/√2', () => {
    const sine = Array.from({ length: 4_800 }, (_, i) => Math.sin((2 * Math.PI * 440 * i) / 48_000));
    expect(rootMeanSquare(sine)).toBeCloseTo(Math.SQRT1_2, 3);
  });
});

describe('amplitudeToDbfs and the level floor', () => {
  it.each([
    [1, 0, true],
    [0.1, -20, true],
    [0.01, -40, true],
    [0.00316228, -50, true],
    [0.001, -60, false],
    [0, MIC_LEVEL_MIN_DBFS, false],
    [1e-9, MIC_LEVEL_MIN_DBFS, false],
  ])('RMS %f → %f dBFS, heard: %s', (rms, dbfs, heard) => {
    expect(amplitudeToDbfs(rms)).toBeCloseTo(dbfs, 3);
    expect(micLevelHeard(amplitudeToDbfs(rms))).toBe(heard);
  });
});

describe('a dead microphone (spec §8 "no microphone": the self-test fails a silent input)', () => {
  it.each([
    ['digital silence', MIC_LEVEL_MIN_DBFS, true],
    ['a muted input’s dither', -95, true],
    ['the floor itself', -90, true],
    ['the noise of a quiet hall', -75, false],
    ['speech', -25, false],
  ])('%s (%f dBFS) is dead: %s', (_name, dbfs, dead) => {
    expect(micLevelDead(dbfs)).toBe(dead);
  });
});
