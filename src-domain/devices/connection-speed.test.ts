import { describe, expect, it } from 'vitest';
import { megabitsPerSecond, measuredTransferBytes, SPEED_TEST_MAX_BYTES, SPEED_TEST_PROBE_BYTES, speedVerdict } from './connection-speed.ts';

describe('speedVerdict (spec §5: connection minimum 2 Mb/s, recommended 4 or more)', () => {
  it.each([
    [0, 'too-slow'],
    [1.99, 'too-slow'],
    [2, 'enough'],
    [3.99, 'enough'],
    [4, 'recommended'],
    [250, 'recommended'],
    [Number.NaN, 'too-slow'],
  ] as const)('%s Mb/s → %s', (mbps, verdict) => {
    expect(speedVerdict(mbps)).toBe(verdict);
  });
});

describe('megabitsPerSecond', () => {
  it.each([
    [250_000, 1_000, 2],
    [1_000_000, 2_000, 4],
    [8 * 1024 * 1024, 100, 671.08864],
    [0, 50, 0],
  ])('%i bytes in %i ms → %f Mb/s', (bytes, ms, mbps) => {
    expect(megabitsPerSecond(bytes, ms)).toBeCloseTo(mbps, 6);
  });

  it('has no figure for a transfer too short to time', () => {
    expect(megabitsPerSecond(1_000, 0)).toBeNull();
    expect(megabitsPerSecond(1_000, -3)).toBeNull();
  });
});

describe('measuredTransferBytes', () => {
  it.each([
    ['a probe at 1 Mb/s (2.1 s) was long enough: no second transfer', 262_144, 2_100, null],
    ['a probe at exactly the target time counts as the measurement', 262_144, 2_000, null],
    ['a probe at ≈ 2 Mb/s (1 s) sizes 512 KiB', 262_144, 1_000, 524_288],
    ['a probe at ≈ 21 Mb/s sizes ≈ 5 MiB, in 64 KiB steps', 262_144, 100, 5_242_880],
    ['a fast link is capped at the endpoint maximum', 262_144, 5, SPEED_TEST_MAX_BYTES],
    ['a probe too short to time is capped too', 262_144, 0, SPEED_TEST_MAX_BYTES],
    ['a probe just under the target sizes the next just above the probe', 262_144, 1_900, 327_680],
    ['never smaller than a probe of the usual size', 16_384, 1_000, SPEED_TEST_PROBE_BYTES],
  ])('%s', (_, bytes, ms, expected) => {
    expect(measuredTransferBytes(bytes, ms)).toBe(expected);
  });
});
