import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceMeasurements } from '../../src-domain/devices/device-test-verdict.ts';
import {
  type ActDeviceTestsResponse,
  actDeviceTestsPath,
  DEVICE_TEST_LATEST_PATH,
  DEVICE_TESTS_PATH,
  type DeviceTestLatestResponse,
  type DeviceTestResult,
} from '../../src-domain/http/routes/device-tests.ts';
import { DEMO_CAST, fullName } from '../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, ok } from '../test-support/act-test-app.ts';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const GOOD: DeviceMeasurements = {
  camera: { error: null, width: 640, height: 480, frameRate: 29.8 },
  microphone: { error: null, level: -23.5 },
  speaker: { heard: true },
  connection: { error: null, downloadMbps: 48.2, uploadMbps: 12.75 },
};

describe('device test results (spec §2 video_testing, §5, §8 device check)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;
  let gulnora: ActClient;
  let otabek: ActClient;
  let rustam: ActClient;
  /** Aziz's car sale to Malika, by video, with the demo notary Gulnora (seeded). */
  let uuid: string;

  const save = (client: ActClient, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: DEVICE_TESTS_PATH,
      payload: body as object,
      headers: { authorization: `Bearer ${client.token}`, 'user-agent': CHROME_LINUX, 'accept-language': 'ru' },
    });
  const attach = (client: ActClient, actUuid = uuid) =>
    t.app.inject({ method: 'PUT', url: actDeviceTestsPath(actUuid), headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'ru' } });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('device_tests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, malika, gulnora, otabek, rustam] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora'), await t.as('otabek'), await t.as('rustam')];
    const act = await t.db
      .selectFrom('notarial_acts')
      .select('uuid')
      .where('applicant_pin', '=', DEMO_CAST.aziz.pin)
      .where('act_type_id', '=', 1)
      .where('step', '=', 6)
      .executeTakeFirstOrThrow();
    uuid = act.uuid;
  });
  afterAll(() => t.close());

  it('needs a signed-in user to save or read one’s results', async () => {
    for (const [method, url] of [
      ['POST', DEVICE_TESTS_PATH],
      ['GET', DEVICE_TEST_LATEST_PATH],
      ['GET', actDeviceTestsPath('x')],
      ['PUT', actDeviceTestsPath('x')],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: GOOD } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Access Denied');
    }
  });

  it('answers no result before the first test', async () => {
    expect(ok<DeviceTestLatestResponse>(await otabek.get(DEVICE_TEST_LATEST_PATH))).toEqual({ result: null });
  });

  it('keeps a passed result with every measurement, the server’s verdict and the browser it ran in', async () => {
    const saved = ok<DeviceTestResult>(await save(malika, GOOD));
    expect(saved).toEqual({
      id: expect.any(Number),
      testedAt: '2026-11-22T06:00:00.000Z',
      passed: true,
      camera: { ...GOOD.camera, passed: true, failure: null },
      microphone: { ...GOOD.microphone, passed: true, failure: null },
      speaker: { heard: true, passed: true, failure: null },
      connection: { ...GOOD.connection, passed: true, failure: null },
      userAgent: 'Chrome 140 · Linux',
    });
    expect(ok<DeviceTestLatestResponse>(await malika.get(DEVICE_TEST_LATEST_PATH)).result).toEqual(saved);
  });

  it('judges on the server: a page that says nothing failed still gets the spec’s verdict on its figures (§5)', async () => {
    const saved = ok<DeviceTestResult>(
      await save(otabek, {
        ...GOOD,
        camera: { error: null, width: 320, height: 240, frameRate: 30 },
        microphone: { error: null, level: -80 },
        speaker: { heard: false },
        connection: { error: null, downloadMbps: 25, uploadMbps: 1.5 },
      }),
    );
    expect(saved).toMatchObject({
      passed: false,
      camera: { width: 320, height: 240, passed: false, failure: 'low-resolution' },
      microphone: { level: -80, passed: false, failure: 'no-sound' },
      speaker: { heard: false, passed: false, failure: 'not-heard' },
      connection: { uploadMbps: 1.5, passed: false, failure: 'too-slow' },
    });
    const failedDevices = ok<DeviceTestResult>(
      await save(otabek, {
        ...GOOD,
        camera: { error: 'no-webcam', width: null, height: null, frameRate: null },
        microphone: { error: 'permission-blocked', level: null },
        connection: { error: 'unreachable', downloadMbps: null, uploadMbps: null },
      }),
    );
    expect(failedDevices).toMatchObject({
      passed: false,
      camera: { failure: 'no-webcam' },
      microphone: { failure: 'permission-blocked' },
      connection: { failure: 'unreachable' },
    });
    expect(ok<DeviceTestLatestResponse>(await otabek.get(DEVICE_TEST_LATEST_PATH)).result?.id).toBe(failedDevices.id);
  });

  it.each([
    ['a missing check', { camera: GOOD.camera, microphone: GOOD.microphone, speaker: GOOD.speaker }, 'connection'],
    ['an unknown device error', { ...GOOD, camera: { ...GOOD.camera, error: 'on-fire' } }, 'camera.error'],
    ['an impossible frame size', { ...GOOD, camera: { ...GOOD.camera, width: 100_000 } }, 'camera.width'],
    ['a level above full scale', { ...GOOD, microphone: { error: null, level: 3 } }, 'microphone.level'],
    ['a negative speed', { ...GOOD, connection: { ...GOOD.connection, downloadMbps: -1 } }, 'connection.downloadMbps'],
    ['a speaker answer that is not yes or no', { ...GOOD, speaker: { heard: 'maybe' } }, 'speaker.heard'],
  ])('refuses %s: 400 validation_failed, nothing kept', async (_, body, path) => {
    const before = await count();
    const response = await save(aziz, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path })] });
    expect(await count()).toBe(before);
  });

  describe('attached to an act', () => {
    it('refuses to attach before any test: 409 device_test_missing', async () => {
      const response = await attach(gulnora);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'device_test_missing', message: 'Сначала проверьте устройства: сохранённого результата нет' });
    });

    it('shows the act’s notary and parties the latest result each of them attached, with who they are', async () => {
      const azizResult = ok<DeviceTestResult>(await save(aziz, { ...GOOD, act: uuid }));
      ok(await attach(malika));
      ok<DeviceTestResult>(await save(gulnora, GOOD));
      const list = ok<ActDeviceTestsResponse>(await attach(gulnora));
      const malikaLatest = ok<DeviceTestLatestResponse>(await malika.get(DEVICE_TEST_LATEST_PATH)).result;
      const names = list.items.map((item) => [item.role, item.name.oz, item.result.id]);
      expect(names).toEqual([
        ['applicant', fullName(DEMO_CAST.aziz), azizResult.id],
        ['party', fullName(DEMO_CAST.malika), malikaLatest?.id],
        ['notary', 'Saidova Gulnora Anvar qizi', expect.any(Number)],
      ]);
      expect(list.items.find((item) => item.role === 'notary')?.partyId).toBeNull();
      expect(list.items.find((item) => item.role === 'party')?.partyId).toEqual(expect.any(Number));
      for (const reader of [aziz, malika, gulnora]) expect(ok<ActDeviceTestsResponse>(await reader.get(actDeviceTestsPath(uuid)))).toEqual(list);
    });

    it('keeps one result per participant: attaching again replaces the earlier one', async () => {
      const newer = ok<DeviceTestResult>(await save(aziz, { ...GOOD, connection: { error: null, downloadMbps: 3, uploadMbps: 3 }, act: uuid }));
      const list = ok<ActDeviceTestsResponse>(await gulnora.get(actDeviceTestsPath(uuid)));
      expect(list.items.filter((item) => item.role === 'applicant').map((item) => item.result)).toEqual([newer]);
      expect(list.items).toHaveLength(3);
    });

    it('hides them from anyone outside the act: 418 pin_not_found_in_uuid, and an administrator gets 403', async () => {
      const outsider = await otabek.get(actDeviceTestsPath(uuid));
      expect(outsider.statusCode).toBe(418);
      expect(outsider.json().code).toBe('pin_not_found_in_uuid');
      const admin = await rustam.get(actDeviceTestsPath(uuid));
      expect(admin.statusCode).toBe(403);
      expect(admin.json().code).toBe('forbidden');
    });

    it('lets nobody outside the act attach to it, and keeps nothing of a result sent for such an act', async () => {
      expect((await attach(otabek)).statusCode).toBe(418);
      expect((await attach(rustam)).statusCode).toBe(403);
      const before = await count();
      const response = await save(otabek, { ...GOOD, act: uuid });
      expect(response.statusCode).toBe(418);
      expect(await count()).toBe(before);
      expect(ok<ActDeviceTestsResponse>(await aziz.get(actDeviceTestsPath(uuid))).items.map((item) => item.role)).toEqual(['applicant', 'party', 'notary']);
    });

    it('answers an unknown act with 418 uuid_not_found', async () => {
      const response = await aziz.get(actDeviceTestsPath('00000000-0000-4000-8000-000000000000'));
      expect(response.statusCode).toBe(418);
      expect(response.json().code).toBe('uuid_not_found');
    });

    it('leaves out a participant who no longer takes part', async () => {
      await t.db
        .deleteFrom('act_parties')
        .where('pin', '=', DEMO_CAST.malika.pin)
        .where('act_id', '=', (eb) => eb.selectFrom('notarial_acts').select('id').where('uuid', '=', uuid))
        .execute();
      expect(ok<ActDeviceTestsResponse>(await aziz.get(actDeviceTestsPath(uuid))).items.map((item) => item.role)).toEqual(['applicant', 'notary']);
    });
  });
});

describe('device test rate limit', () => {
  let t: ActTestApp;
  beforeAll(async () => {
    t = await createActTestApp({ deviceTestRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('limits saves per user: the third in the window is 429, another user is not affected', async () => {
    const aziz = await t.as('aziz');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await aziz.post(DEVICE_TESTS_PATH, GOOD)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await (await t.as('malika')).post(DEVICE_TESTS_PATH, GOOD)).statusCode).toBe(200);
  });
});
