import type { Generated } from 'kysely';
import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';
import type { CameraFailure, ConnectionFailure, MicrophoneFailure } from '../../../src-domain/devices/device-test-verdict.ts';

/**
 * One run of the video-conference device test (migration 0019): the measurements, each check's
 * verdict (0/1 and why it failed) and the browser it ran in. Wire names in
 * src-domain/http/routes/device-tests.ts.
 */
export interface DeviceTestsTable {
  id: Generated<number>;
  user_id: number;
  /** ISO 8601 UTC. */
  tested_at: string;
  passed: number;
  camera_error: DeviceError | null;
  camera_width: number | null;
  camera_height: number | null;
  camera_frame_rate: number | null;
  camera_passed: number;
  camera_failure: CameraFailure | null;
  microphone_error: DeviceError | null;
  /** Loudest RMS level heard, dBFS. */
  microphone_level: number | null;
  microphone_passed: number;
  microphone_failure: MicrophoneFailure | null;
  /** The person said they heard the test tone (the speaker check's verdict). */
  speaker_heard: number;
  connection_error: 'unreachable' | null;
  download_mbps: number | null;
  upload_mbps: number | null;
  connection_passed: number;
  connection_failure: ConnectionFailure | null;
  /** `Chrome 140 · Linux`: browser and system, from the saving request. */
  user_agent: string;
}

/** The result a participant attached to an act: one per act and user, the latest. */
export interface DeviceTestActsTable {
  act_id: number;
  user_id: number;
  device_test_id: number;
  /** ISO 8601 UTC. */
  attached_at: string;
}
