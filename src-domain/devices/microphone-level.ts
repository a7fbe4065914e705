/**
 * The microphone check hears something when the loudest short window reached this level (RMS,
 * dB relative to full scale): well above the digital silence of a muted or dead input (≈ −90 dBFS
 * or −∞), well below speech near a headset microphone (≈ −30…−15 dBFS). Not a spec figure:
 * docs/decisions/0027-video-device-test.md.
 */
export const MIC_LEVEL_FLOOR_DBFS = -50;
/** The quietest level reported: silence (−∞ dBFS) is stored and shown as this. */
export const MIC_LEVEL_MIN_DBFS = -100;

/** Root mean square of audio samples in −1…1; an empty window is silence. */
export function rootMeanSquare(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] ?? 0;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/** An RMS amplitude (0…1) in dBFS, never below MIC_LEVEL_MIN_DBFS. */
export function amplitudeToDbfs(rms: number): number {
  if (!(rms > 0)) return MIC_LEVEL_MIN_DBFS;
  return Math.max(MIC_LEVEL_MIN_DBFS, Math.min(0, 20 * Math.log10(rms)));
}

export function micLevelHeard(dbfs: number): boolean {
  return dbfs >= MIC_LEVEL_FLOOR_DBFS;
}

/**
 * A microphone whose loudest reading stays at or below this gives the digital silence of a dead,
 * muted or disconnected input: even a quiet hall is louder at a working microphone (its own
 * noise, ≈ −80…−60 dBFS). The unattended self-test fails such a microphone (spec §8 "no
 * microphone"); the technician's headset check asks for speech (`micLevelHeard`).
 */
export const MIC_DEAD_AT_OR_BELOW_DBFS = -90;

export function micLevelDead(dbfs: number): boolean {
  return dbfs <= MIC_DEAD_AT_OR_BELOW_DBFS;
}
