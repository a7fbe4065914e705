import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { measureVoice } from '../../platform/voice-level.ts';
import { openDevice, stopStream } from './open-device.ts';

export { HEARD_READINGS, LEVEL_INTERVAL_MS, LISTEN_MS } from '../../platform/voice-level.ts';

/**
 * Opens the microphone and listens (spec §1 microphone headset; §8 device check): reports each
 * level reading (dBFS) to the meter and resolves with the loudest one as soon as something was
 * heard for HEARD_READINGS readings, or after LISTEN_MS. Never throws but for an abort.
 */
export async function checkMicrophone(
  media: MediaDevices | undefined,
  context: AudioContext,
  onLevel: (dbfs: number) => void,
  signal: AbortSignal,
): Promise<DeviceMeasurements['microphone']> {
  const stream = await openDevice(media, 'microphone', signal);
  if (typeof stream === 'string') return { error: stream, level: null };
  try {
    return { error: null, level: await measureVoice(context, stream, onLevel, signal) };
  } finally {
    stopStream(stream);
  }
}
