import { describe, expect, it } from 'vitest';
import { composeLayout, fitInto } from './recorder/compose-layout.ts';
import { readLinkStats } from './link-stats.ts';

const report = (entries: object[]) => new Map(entries.map((entry, index) => [String(index), entry]));

describe('readLinkStats: quality from getStats', () => {
  it('reads the selected pair’s round trip and the inbound video’s loss and bitrate', () => {
    const first = readLinkStats(
      report([
        { type: 'transport', id: 't', selectedCandidatePairId: 'p' },
        { type: 'candidate-pair', id: 'p', currentRoundTripTime: 0.004 },
        { type: 'inbound-rtp', id: 'v', kind: 'video', bytesReceived: 0, packetsReceived: 0, packetsLost: 0 },
      ]),
      null,
      1000,
    );
    expect(first.stats).toEqual({ rttMs: 4, lossPercent: null, inboundKbps: null });
    const second = readLinkStats(
      report([
        { type: 'transport', id: 't', selectedCandidatePairId: 'p' },
        { type: 'candidate-pair', id: 'p', currentRoundTripTime: 0.006 },
        { type: 'inbound-rtp', id: 'v', kind: 'video', bytesReceived: 125_000, packetsReceived: 98, packetsLost: 2 },
      ]),
      first.sample,
      2000,
    );
    expect(second.stats).toEqual({ rttMs: 6, lossPercent: 2, inboundKbps: 1000 });
  });
});

describe('the recording’s canvas layout (docs/architecture.md Video acts)', () => {
  it.each([
    [1, [[0, 0, 1280, 720]]],
    [
      2,
      [
        [0, 0, 640, 720],
        [640, 0, 640, 720],
      ],
    ],
    [
      3,
      [
        [0, 0, 640, 360],
        [640, 0, 640, 360],
        [0, 360, 640, 360],
      ],
    ],
    [
      6,
      [
        [0, 0, 426, 360],
        [426, 0, 426, 360],
        [852, 0, 426, 360],
        [0, 360, 426, 360],
        [426, 360, 426, 360],
        [852, 360, 426, 360],
      ],
    ],
  ])('%i participants', (count, tiles) => {
    expect(composeLayout(count, 1280, 720).map((tile) => [tile.x, tile.y, tile.width, tile.height])).toEqual(tiles);
  });

  it('letterboxes a 4:3 camera in a wide tile', () => {
    expect(fitInto({ x: 0, y: 0, width: 640, height: 360 }, 640, 480)).toEqual({ x: 80, y: 0, width: 480, height: 360 });
  });
});
