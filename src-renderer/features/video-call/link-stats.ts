import type { LinkStats } from '../../../src-domain/video/network-quality.ts';

/** What the previous sample saw, to turn counters into rates. */
export interface StatsSample {
  readonly at: number;
  readonly bytesReceived: number;
  readonly packetsReceived: number;
  readonly packetsLost: number;
}

export interface LinkReading {
  readonly stats: LinkStats;
  readonly sample: StatsSample;
}

interface StatLike {
  type: string;
  id: string;
  kind?: string;
  state?: string;
  nominated?: boolean;
  selectedCandidatePairId?: string;
  currentRoundTripTime?: number;
  bytesReceived?: number;
  packetsReceived?: number;
  packetsLost?: number;
  timestamp?: number;
}

/**
 * One peer connection's quality from `RTCPeerConnection.getStats()`: the round trip of the
 * selected candidate pair, and the inbound video's loss and bitrate since `previous`.
 */
export function readLinkStats(report: { values(): Iterable<unknown> }, previous: StatsSample | null, now: number): LinkReading {
  const stats = [...report.values()] as StatLike[];
  const transport = stats.find((stat) => stat.type === 'transport' && stat.selectedCandidatePairId);
  const pair = stats.find(
    (stat) =>
      stat.type === 'candidate-pair' &&
      (stat.id === transport?.selectedCandidatePairId || (transport === undefined && stat.state === 'succeeded' && stat.nominated)),
  );
  const inbound = stats.filter((stat) => stat.type === 'inbound-rtp' && stat.kind === 'video');
  const sample: StatsSample = {
    at: now,
    bytesReceived: inbound.reduce((sum, stat) => sum + (stat.bytesReceived ?? 0), 0),
    packetsReceived: inbound.reduce((sum, stat) => sum + (stat.packetsReceived ?? 0), 0),
    packetsLost: inbound.reduce((sum, stat) => sum + Math.max(0, stat.packetsLost ?? 0), 0),
  };
  const rttMs = typeof pair?.currentRoundTripTime === 'number' ? pair.currentRoundTripTime * 1000 : null;
  if (!previous || now <= previous.at) return { stats: { rttMs, lossPercent: null, inboundKbps: null }, sample };
  const received = sample.packetsReceived - previous.packetsReceived;
  const lost = sample.packetsLost - previous.packetsLost;
  const lossPercent = received + lost > 0 ? (100 * Math.max(0, lost)) / (received + lost) : 0;
  const inboundKbps = (8 * Math.max(0, sample.bytesReceived - previous.bytesReceived)) / (now - previous.at);
  return { stats: { rttMs, lossPercent, inboundKbps }, sample };
}
