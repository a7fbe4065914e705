import type { Selectable } from 'kysely';
import type { DeviceMeasurements, DeviceTestVerdict } from '../../src-domain/devices/device-test-verdict.ts';
import type { DeviceTestResult } from '../../src-domain/http/routes/device-tests.ts';
import type { DeviceTestsTable } from '../db/tables/device-tests.ts';

export type DeviceTestRow = Selectable<DeviceTestsTable>;
export type NewDeviceTestRow = Omit<DeviceTestRow, 'id'>;

const flag = (value: boolean): number => (value ? 1 : 0);

/** What a save stores: the measurements, the server's verdict on them, and where the test ran. */
export function deviceTestRow(userId: number, measured: DeviceMeasurements, verdict: DeviceTestVerdict, userAgent: string, testedAt: string): NewDeviceTestRow {
  const { camera, microphone, speaker, connection } = measured;
  return {
    user_id: userId,
    tested_at: testedAt,
    passed: flag(verdict.passed),
    camera_error: camera.error,
    camera_width: camera.width,
    camera_height: camera.height,
    camera_frame_rate: camera.frameRate,
    camera_passed: flag(verdict.camera.passed),
    camera_failure: verdict.camera.failure,
    microphone_error: microphone.error,
    microphone_level: microphone.level,
    microphone_passed: flag(verdict.microphone.passed),
    microphone_failure: verdict.microphone.failure,
    speaker_heard: flag(speaker.heard),
    connection_error: connection.error,
    download_mbps: connection.downloadMbps,
    upload_mbps: connection.uploadMbps,
    connection_passed: flag(verdict.connection.passed),
    connection_failure: verdict.connection.failure,
    user_agent: userAgent,
  };
}

export function deviceTestResult(row: DeviceTestRow): DeviceTestResult {
  return {
    id: row.id,
    testedAt: row.tested_at,
    passed: row.passed === 1,
    camera: {
      error: row.camera_error,
      width: row.camera_width,
      height: row.camera_height,
      frameRate: row.camera_frame_rate,
      passed: row.camera_passed === 1,
      failure: row.camera_failure,
    },
    microphone: { error: row.microphone_error, level: row.microphone_level, passed: row.microphone_passed === 1, failure: row.microphone_failure },
    speaker: { heard: row.speaker_heard === 1, passed: row.speaker_heard === 1, failure: row.speaker_heard === 1 ? null : 'not-heard' },
    connection: {
      error: row.connection_error,
      downloadMbps: row.download_mbps,
      uploadMbps: row.upload_mbps,
      passed: row.connection_passed === 1,
      failure: row.connection_failure,
    },
    userAgent: row.user_agent,
  };
}
