/** What a participant's client measures of one peer connection (RTCPeerConnection.getStats). */
export interface LinkStats {
  /** Round-trip time of the selected candidate pair, ms; null before it is known. */
  readonly rttMs: number | null;
  /** Share of inbound packets lost since the previous sample, 0–100. */
  readonly lossPercent: number | null;
  /** Inbound media bitrate, kilobits per second. */
  readonly inboundKbps: number | null;
}

export type NetworkQuality = 'good' | 'fair' | 'poor' | 'unknown';

/**
 * Thresholds of the call's network quality. Spec §5 asks a connection of 2 Mb/s (4 recommended)
 * for video; a call's own flow is below that, so the quality is read from what hurts a
 * conversation: loss and delay (ITU-T G.114 keeps one-way delay under 150 ms for good speech,
 * i.e. a round trip under 300 ms).
 */
export const QUALITY_LIMITS = {
  fair: { rttMs: 300, lossPercent: 2 },
  poor: { rttMs: 600, lossPercent: 8 },
} as const;

export function networkQuality(stats: LinkStats): NetworkQuality {
  if (stats.rttMs === null && stats.lossPercent === null) return 'unknown';
  const rtt = stats.rttMs ?? 0;
  const loss = stats.lossPercent ?? 0;
  if (rtt > QUALITY_LIMITS.poor.rttMs || loss > QUALITY_LIMITS.poor.lossPercent) return 'poor';
  if (rtt > QUALITY_LIMITS.fair.rttMs || loss > QUALITY_LIMITS.fair.lossPercent) return 'fair';
  return 'good';
}

/** The worst link decides the call's quality shown in the panel. */
export function worstQuality(qualities: readonly NetworkQuality[]): NetworkQuality {
  const order: readonly NetworkQuality[] = ['poor', 'fair', 'good', 'unknown'];
  return order.find((quality) => qualities.includes(quality)) ?? 'unknown';
}
