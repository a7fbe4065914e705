import type { FastifyPluginAsync } from 'fastify';
import {
  ACT_DEVICE_TESTS_PATH,
  ActDeviceTestsParamsSchema,
  type ActDeviceTestsResponse,
  DEVICE_TEST_LATEST_PATH,
  DEVICE_TESTS_PATH,
  DeviceTestBodySchema,
  type DeviceTestLatestResponse,
  type DeviceTestResult,
} from '../../src-domain/http/routes/device-tests.ts';
import { type ActAccess, loadActForUser } from '../acts/act-access.ts';
import type { Db } from '../db/database.ts';
import { attachDeviceTest, listActDeviceTests } from '../device-tests/device-test-acts.ts';
import { latestDeviceTest, saveDeviceTest } from '../device-tests/device-test-store.ts';
import { userAgentSummary } from '../device-tests/user-agent-summary.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { signedIn } from './request-user.ts';
import { perUserRateLimit } from '../plugins/per-user-rate-limit.ts';

export interface DeviceTestRouteDeps {
  db: Db;
  now: () => Date;
  /** Saves and attachments per user and window. */
  rateLimit: { max: number; timeWindowMs: number };
}

/** A person saves a result after each run of a test that takes half a minute: ten a minute is plenty. */
export const DEFAULT_DEVICE_TEST_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

/**
 * The act as one of its participants sees it: its notary or one of its parties. An
 * administrator reads acts but takes part in none (spec §6): 403 `forbidden`; anyone else got
 * 418 from the act access already (spec §8).
 */
async function participantAccess(db: Db, uuid: string, user: RequestUser): Promise<ActAccess> {
  const access = await loadActForUser(db, uuid, user);
  if (access.viewerRole === 'admin') throw new ApiError('forbidden');
  return access;
}

/**
 * Results of the video-conference device test (src-domain/http/routes/device-tests.ts): the
 * server judges what the page measured, keeps it, attaches it to an act on request, and shows
 * an act's results to its notary and parties only.
 */
export function deviceTestRoutes(deps: DeviceTestRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const rateLimit = perUserRateLimit(deps.rateLimit);

    app.post(DEVICE_TESTS_PATH, { config: { access: 'user', rateLimit } }, async (request): Promise<DeviceTestResult> => {
      const { user } = signedIn(request);
      const { act, ...measured } = parseInput(DeviceTestBodySchema, request.body ?? {}, 'body');
      const userAgent = userAgentSummary(request.headers['user-agent']);
      return deps.db.transaction().execute(async (trx) => {
        // The act first: a result meant for an act the user has no part in is not kept at all.
        const access = act === undefined ? null : await participantAccess(trx, act, user);
        const result = await saveDeviceTest(trx, user.id, measured, userAgent, deps.now());
        if (access) await attachDeviceTest(trx, access.act.id, user.id, result.id, deps.now());
        return result;
      });
    });

    app.get(DEVICE_TEST_LATEST_PATH, { config: { access: 'user' } }, async (request): Promise<DeviceTestLatestResponse> => {
      const { user } = signedIn(request);
      return { result: await latestDeviceTest(deps.db, user.id) };
    });

    app.put(ACT_DEVICE_TESTS_PATH, { config: { access: 'user', rateLimit } }, async (request): Promise<ActDeviceTestsResponse> => {
      const { user } = signedIn(request);
      const { uuid } = parseInput(ActDeviceTestsParamsSchema, request.params, 'params');
      return deps.db.transaction().execute(async (trx) => {
        const { act } = await participantAccess(trx, uuid, user);
        const latest = await latestDeviceTest(trx, user.id);
        if (!latest) throw new ApiError('device_test_missing');
        await attachDeviceTest(trx, act.id, user.id, latest.id, deps.now());
        return { items: await listActDeviceTests(trx, act) };
      });
    });

    app.get(ACT_DEVICE_TESTS_PATH, { config: { access: 'user' } }, async (request): Promise<ActDeviceTestsResponse> => {
      const { user } = signedIn(request);
      const { uuid } = parseInput(ActDeviceTestsParamsSchema, request.params, 'params');
      const { act } = await participantAccess(deps.db, uuid, user);
      return { items: await listActDeviceTests(deps.db, act) };
    });
  };
}
