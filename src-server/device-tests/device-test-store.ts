import { judgeDeviceTest, type DeviceMeasurements } from '../../src-domain/devices/device-test-verdict.ts';
import type { DeviceTestResult } from '../../src-domain/http/routes/device-tests.ts';
import type { Db } from '../db/database.ts';
import { deviceTestResult, deviceTestRow } from './device-test-rows.ts';

/** Judges the measurements (the server decides each check, not the page) and keeps the result. */
export async function saveDeviceTest(db: Db, userId: number, measured: DeviceMeasurements, userAgent: string, now: Date): Promise<DeviceTestResult> {
  const row = deviceTestRow(userId, measured, judgeDeviceTest(measured), userAgent, now.toISOString());
  const { id } = await db.insertInto('device_tests').values(row).returning('id').executeTakeFirstOrThrow();
  return deviceTestResult({ id, ...row });
}

export async function latestDeviceTest(db: Db, userId: number): Promise<DeviceTestResult | null> {
  const row = await db.selectFrom('device_tests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? deviceTestResult(row) : null;
}
