/** One stored piece of a recording: MediaRecorder's chunk number `seq` (0, 1, 2 …). */
export interface ManifestSegment {
  readonly seq: number;
  readonly size: number;
  /** SHA-256 of the segment's bytes, lowercase hex. */
  readonly sha256: string;
}

export const MANIFEST_HEADER = 'enotary-recording-manifest.v1';

/**
 * The text whose SHA-256 seals a recording (docs/architecture.md Video acts "seals the recording
 * with a manifest hash"): a header line, the recording's id, then one line per segment in order,
 * `seq size sha256`. Both sides build it from the same facts, so the notary's client and the
 * server must reach the same hash; any segment changed, missing or reordered changes it.
 */
export function manifestText(recordingId: string, segments: readonly ManifestSegment[]): string {
  const lines = [...segments].sort((a, b) => a.seq - b.seq).map((segment) => `${segment.seq} ${segment.size} ${segment.sha256}`);
  return `${MANIFEST_HEADER}\n${recordingId}\n${lines.join('\n')}\n`;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256Hex(text: string): boolean {
  return SHA256_HEX.test(text);
}

/** Why segments cannot be sealed as one recording; null when they can. */
export type ManifestProblem = 'empty' | 'gap' | 'duplicate' | 'bad_hash';

/** A recording is whole when its segments run 0, 1, 2 … without a gap or repeat, each with a hash. */
export function manifestProblem(segments: readonly ManifestSegment[]): ManifestProblem | null {
  if (segments.length === 0) return 'empty';
  const seqs = segments.map((segment) => segment.seq).sort((a, b) => a - b);
  for (let i = 0; i < seqs.length; i += 1) {
    if (i > 0 && seqs[i] === seqs[i - 1]) return 'duplicate';
    if (seqs[i] !== i) return 'gap';
  }
  return segments.every((segment) => isSha256Hex(segment.sha256)) ? null : 'bad_hash';
}
