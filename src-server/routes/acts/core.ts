import type { FastifyPluginAsync } from 'fastify';
import { CreateActBodySchema, PatchActBodySchema } from '../../../src-domain/http/routes/acts-bodies.ts';
import { MyActsQuerySchema, NotaryActsQuerySchema } from '../../../src-domain/http/routes/acts-list.ts';
import {
  ACT_BY_ID_PATH,
  ACT_PATH,
  ActRidParamsSchema,
  ActUuidParamsSchema,
  ACTS_PATH,
  type ActDetails,
  NOTARY_ACTS_PATH,
} from '../../../src-domain/http/routes/acts.ts';
import type { BlockingStage } from '../../../src-domain/acts/blocking/blocking-issue.ts';
import { type ActAccess, type ActKey, loadActForUser, notaryIdOfUser } from '../../acts/act-access.ts';
import { blockingIssuesToWire } from '../../acts/act-blocking.ts';
import { assertMayCreate, createAct } from '../../acts/act-create.ts';
import { loadActDetails } from '../../acts/act-details.ts';
import { patchGeneralInfo } from '../../acts/act-general.ts';
import { isNoShowNow } from '../../acts/act-lifecycle-facts.ts';
import { listMyActs, listNotaryActs } from '../../acts/act-list.ts';
import { recordNoShow } from '../../acts/act-no-show.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { actContext, type ActRouteDeps } from './route-deps.ts';
import { signedIn } from '../request-user.ts';

/** What the viewer is about to do next, checked against the §5 rules when the act is shown. */
function dueCheck(access: ActAccess): BlockingStage | undefined {
  const { act, viewerRole } = access;
  if (viewerRole === 'applicant' && act.state === 'draft') return act.step === 1 ? 'send' : act.step === 3 ? 'confirm' : undefined;
  if (viewerRole === 'notary' && act.step === 8 && act.state === 'awaiting_registration') return 'register';
  return undefined;
}

/**
 * The act as the user sees it, with a lapsed visit recorded first (spec §4 no-show) and, for
 * the applicant before sending or confirming, what the §5 rules would refuse.
 */
async function showAct(deps: ActRouteDeps, key: ActKey, user: RequestUser, request: Parameters<typeof actContext>[1]): Promise<ActDetails> {
  let access = await loadActForUser(deps.db, key, user);
  const now = deps.now();
  if (isNoShowNow(access.act, now) && (await recordNoShow(deps.db, deps.refunds, access.act.id, now))) access = await loadActForUser(deps.db, key, user);
  const stage = dueCheck(access);
  const issues = stage === undefined ? [] : await deps.blocking(deps.db, access.act.id, stage);
  return loadActDetails(deps.db, access, now, blockingIssuesToWire(issues, actContext(deps, request).locale));
}

/** My acts, the notary's queue, creating an act (rate-limited per user, open drafts capped), reading and editing its general info. */
export function actCoreRoutes(deps: ActRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(ACTS_PATH, { config: { access: 'user' } }, async (request) => {
      const query = parseInput(MyActsQuerySchema, request.query, 'query');
      return listMyActs(deps.db, signedIn(request).user.pin, query);
    });

    app.get(NOTARY_ACTS_PATH, { config: { access: { role: 'notary' } } }, async (request) => {
      const query = parseInput(NotaryActsQuerySchema, request.query, 'query');
      const notaryId = await notaryIdOfUser(deps.db, signedIn(request).user);
      if (notaryId === null) throw new ApiError('forbidden');
      return listNotaryActs(deps.db, notaryId, query);
    });

    // 200, not 201: spec §7 renews the token on every 200 of a signed-in call.
    app.post(ACTS_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.limits.actCreation) } }, async (request) => {
      const { user } = signedIn(request);
      const body = parseInput(CreateActBodySchema, request.body ?? {}, 'body');
      await assertMayCreate(actContext(deps, request), user, body.actTypeId);
      const uuid = await createAct(deps.db, user, body, deps.now(), { maxOpenDrafts: deps.limits.maxOpenDrafts });
      return showAct(deps, { uuid }, user, request);
    });

    app.get(ACT_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return showAct(deps, { uuid }, signedIn(request).user, request);
    });

    app.get(ACT_BY_ID_PATH, { config: { access: 'user' } }, async (request) => {
      const { rid } = parseInput(ActRidParamsSchema, request.params, 'params');
      return showAct(deps, { id: rid }, signedIn(request).user, request);
    });

    app.patch(ACT_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(PatchActBodySchema, request.body ?? {}, 'body');
      return patchGeneralInfo(actContext(deps, request), signedIn(request).user, uuid, body);
    });
  };
}
