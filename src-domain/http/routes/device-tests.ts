import * as v from 'valibot';
import { DEVICE_ERRORS } from '../../devices/device-errors.ts';
import { MIC_LEVEL_MIN_DBFS } from '../../devices/microphone-level.ts';
import { ActUuidParamsSchema, actPath } from './acts.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * Results of the video-conference device test (spec §1, §2 `video_testing`, §5, §8 device
 * check; docs/decisions/0027-video-device-test.md). The browser measures; the server judges
 * each check with src-domain/devices/device-test-verdict.ts and keeps the result:
 * - `POST /api/device-tests` (signed in): save one's result; with `act`, also attach it to that
 *   act (the caller must be its notary or one of its parties, else 418 as for the act itself);
 * - `GET /api/device-tests/latest` (signed in): one's own latest result, or `result: null`;
 * - `PUT /api/acts/:uuid/device-tests` (signed in): attach one's latest result to the act
 *   (409 `device_test_missing` when there is none);
 * - `GET /api/acts/:uuid/device-tests`: the latest result each participant attached to the act,
 *   readable by the act's notary and its parties only (anyone else: 418 `pin_not_found_in_uuid`,
 *   an administrator 403 `forbidden`). This is what the act's video conference tab shows.
 */
export const DEVICE_TESTS_PATH = '/api/device-tests';
export const DEVICE_TEST_LATEST_PATH = '/api/device-tests/latest';
export const ACT_DEVICE_TESTS_PATH = '/api/acts/:uuid/device-tests';
export const actDeviceTestsPath = (uuid: string): string => `${actPath(uuid)}/device-tests`;
export const ActDeviceTestsParamsSchema = ActUuidParamsSchema;

/** Sizes a camera can report; anything else is a broken client. */
const MAX_FRAME_SIDE = 16_384;
const MAX_FRAME_RATE = 1_000;
/** Far above any access link: a bigger figure is a broken measurement. */
const MAX_MBPS = 100_000;

const DeviceErrorSchema = v.nullable(v.picklist(DEVICE_ERRORS, 'error_invalid_value'));
const FrameSideSchema = v.nullable(
  v.pipe(
    v.number('error_invalid_value'),
    v.integer('error_invalid_value'),
    v.minValue(0, 'error_invalid_value'),
    v.maxValue(MAX_FRAME_SIDE, 'error_invalid_value'),
  ),
);
const boundedNumber = (min: number, max: number) =>
  v.nullable(
    v.pipe(v.number('error_invalid_value'), v.finite('error_invalid_value'), v.minValue(min, 'error_invalid_value'), v.maxValue(max, 'error_invalid_value')),
  );

/** What the page measured (src-domain/devices/device-test-verdict.ts `DeviceMeasurements`). */
export const DeviceMeasurementsSchema = v.object({
  camera: v.object({ error: DeviceErrorSchema, width: FrameSideSchema, height: FrameSideSchema, frameRate: boundedNumber(0, MAX_FRAME_RATE) }),
  microphone: v.object({ error: DeviceErrorSchema, level: boundedNumber(MIC_LEVEL_MIN_DBFS, 0) }),
  speaker: v.object({ heard: v.boolean('error_invalid_value') }),
  connection: v.object({
    error: v.nullable(v.picklist(['unreachable'], 'error_invalid_value')),
    downloadMbps: boundedNumber(0, MAX_MBPS),
    uploadMbps: boundedNumber(0, MAX_MBPS),
  }),
});

export const DeviceTestBodySchema = v.object({
  ...DeviceMeasurementsSchema.entries,
  /** Attach the result to this act too (its uuid). */
  act: v.optional(ActUuidParamsSchema.entries.uuid),
});
export type DeviceTestBody = v.InferOutput<typeof DeviceTestBodySchema>;
export type DeviceTestBodyInput = v.InferInput<typeof DeviceTestBodySchema>;

const verdictOf = <const F extends readonly [string, ...string[]]>(failures: F) => ({ passed: v.boolean(), failure: v.nullable(v.picklist(failures)) });

/** A kept result: the measurements, each check's verdict, and where the test ran. */
export const DeviceTestResultSchema = v.object({
  id: v.number(),
  /** ISO 8601 UTC. */
  testedAt: v.string(),
  /** Every check passed. */
  passed: v.boolean(),
  camera: v.object({ ...DeviceMeasurementsSchema.entries.camera.entries, ...verdictOf(DEVICE_ERRORS) }),
  microphone: v.object({ ...DeviceMeasurementsSchema.entries.microphone.entries, ...verdictOf([...DEVICE_ERRORS, 'no-sound']) }),
  speaker: v.object({ ...DeviceMeasurementsSchema.entries.speaker.entries, ...verdictOf(['not-heard']) }),
  connection: v.object({ ...DeviceMeasurementsSchema.entries.connection.entries, ...verdictOf(['unreachable', 'too-slow']) }),
  /** Browser and operating system, from the request that saved the result (e.g. `Chrome 140 · Linux`). */
  userAgent: v.string(),
});
export type DeviceTestResult = v.InferOutput<typeof DeviceTestResultSchema>;

export const DeviceTestLatestResponseSchema = v.object({ result: v.nullable(DeviceTestResultSchema) });
export type DeviceTestLatestResponse = v.InferOutput<typeof DeviceTestLatestResponseSchema>;

/** One participant of the act and the result they attached to it. */
export const ActDeviceTestSchema = v.object({
  /** How the participant stands to the act: its notary, its applicant or another party. */
  role: v.picklist(['notary', 'applicant', 'party']),
  /** The participant's party row on the act (ActDetails `parties[].id`); null for the notary. */
  partyId: v.nullable(v.number()),
  /** The notary's name, or the party's name as the act holds it (the same text in every locale). */
  name: LocalizedTextSchema,
  /** ISO 8601 UTC: when the result was attached. */
  attachedAt: v.string(),
  result: DeviceTestResultSchema,
});
export type ActDeviceTest = v.InferOutput<typeof ActDeviceTestSchema>;

export const ActDeviceTestsResponseSchema = v.object({ items: v.array(ActDeviceTestSchema) });
export type ActDeviceTestsResponse = v.InferOutput<typeof ActDeviceTestsResponseSchema>;
