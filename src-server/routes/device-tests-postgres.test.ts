import { describe, expect, it } from 'vitest';
import {
  type ActDeviceTestsResponse,
  actDeviceTestsPath,
  DEVICE_TEST_LATEST_PATH,
  DEVICE_TESTS_PATH,
  type DeviceTestResult,
} from '../../src-domain/http/routes/device-tests.ts';
import { bearer, identityOf, logIn } from '../auth/login.test-support.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { skipWithoutPostgres, withPostgresApp } from '../test-support/postgres-schema.ts';

/** The device test results on PostgreSQL (double precision, the attach upsert, the notary test). Runs like postgres.test.ts. */
describe('device test results on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('keeps fractional figures, replaces an attachment and names each participant', { timeout: 60_000 }, async () => {
    await withPostgresApp('device_tests', 2, async (t) => {
      const { app } = t;
      const [aziz, gulnora] = [await logIn(t, identityOf('aziz')), await logIn(t, identityOf('gulnora'))];
      const act = await t.db
        .selectFrom('notarial_acts')
        .select('uuid')
        .where('applicant_pin', '=', DEMO_CAST.aziz.pin)
        .where('act_type_id', '=', 1)
        .where('step', '=', 6)
        .executeTakeFirstOrThrow();
      const body = {
        camera: { error: null, width: 1280, height: 720, frameRate: 29.97 },
        microphone: { error: null, level: -31.25 },
        speaker: { heard: true },
        connection: { error: null, downloadMbps: 3.5, uploadMbps: 2.125 },
        act: act.uuid,
      };
      const save = (token: string, payload: object) => app.inject({ method: 'POST', url: DEVICE_TESTS_PATH, payload, headers: bearer(token) });
      const first = (await save(aziz, body)).json<DeviceTestResult>();
      expect(first).toMatchObject({ passed: true, camera: { frameRate: 29.97 }, microphone: { level: -31.25 }, connection: { uploadMbps: 2.125 } });
      const second = (await save(aziz, { ...body, connection: { error: null, downloadMbps: 1.5, uploadMbps: 9 } })).json<DeviceTestResult>();
      expect(second).toMatchObject({ passed: false, connection: { failure: 'too-slow' } });
      expect((await app.inject({ url: DEVICE_TEST_LATEST_PATH, headers: bearer(aziz) })).json()).toEqual({ result: second });

      expect((await save(gulnora, body)).statusCode).toBe(200);
      const list = (await app.inject({ url: actDeviceTestsPath(act.uuid), headers: bearer(gulnora) })).json<ActDeviceTestsResponse>();
      expect(list.items.map((item) => [item.role, item.result.id])).toEqual([
        ['applicant', second.id],
        ['notary', expect.any(Number)],
      ]);
    });
  });
});
