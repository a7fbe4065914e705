import { describe, expect, it } from 'vitest';
import { networkQuality, worstQuality, type LinkStats, type NetworkQuality } from './network-quality.ts';
import { roomTestVerdict, type RoomTestMeasure } from './room-test-verdict.ts';

describe('networkQuality: the call’s quality from loss and delay', () => {
  it.each<[LinkStats, NetworkQuality]>([
    [{ rttMs: 2, lossPercent: 0, inboundKbps: 1500 }, 'good'],
    [{ rttMs: 300, lossPercent: 2, inboundKbps: 800 }, 'good'],
    [{ rttMs: 301, lossPercent: 0, inboundKbps: 800 }, 'fair'],
    [{ rttMs: 50, lossPercent: 3, inboundKbps: 800 }, 'fair'],
    [{ rttMs: 700, lossPercent: 0, inboundKbps: 800 }, 'poor'],
    [{ rttMs: 50, lossPercent: 9, inboundKbps: 800 }, 'poor'],
    [{ rttMs: null, lossPercent: null, inboundKbps: null }, 'unknown'],
  ])('%o → %s', (stats, quality) => {
    expect(networkQuality(stats)).toBe(quality);
  });

  it('shows the worst link of the mesh', () => {
    expect(worstQuality(['good', 'fair', 'good'])).toBe('fair');
    expect(worstQuality([])).toBe('unknown');
  });
});

describe('roomTestVerdict: /room_video_testing pass or fail (spec §5)', () => {
  const good: RoomTestMeasure = { connectMs: 400, rttMs: 3, lossPercent: 0, inboundKbps: 900 };
  it.each<[string, RoomTestMeasure, readonly string[]]>([
    ['a healthy loopback call', good, []],
    ['never connected', { connectMs: null, rttMs: null, lossPercent: null, inboundKbps: null }, ['connect', 'rtt', 'loss', 'bitrate']],
    ['connected after 12 s', { ...good, connectMs: 12_000 }, ['connect']],
    ['a 450 ms round trip', { ...good, rttMs: 450 }, ['rtt']],
    ['5 % loss', { ...good, lossPercent: 5 }, ['loss']],
    ['100 kb/s of video', { ...good, inboundKbps: 100 }, ['bitrate']],
  ])('%s', (_name, measure, failed) => {
    const verdict = roomTestVerdict(measure);
    expect(verdict.failed).toEqual(failed);
    expect(verdict.pass).toBe(failed.length === 0);
  });
});
