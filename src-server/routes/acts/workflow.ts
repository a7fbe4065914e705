import { REG_TYPES } from '../../../src-domain/acts/act-types.ts';
import type { FastifyPluginAsync } from 'fastify';
import { ActActionBodySchema, AddRemarkBodySchema, NotaryChoiceBodySchema } from '../../../src-domain/http/routes/acts-bodies.ts';
import { ACT_ACTIONS_PATH, ACT_HISTORY_PATH, ACT_NOTARY_PATH, ACT_REMARKS_PATH, ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { runAction } from '../../acts/act-actions.ts';
import { listHistory, listRemarks } from '../../acts/act-details.ts';
import { chooseNotary } from '../../acts/act-notary.ts';
import { addRemark } from '../../acts/act-remarks.ts';
import { parseInput } from '../../http/parse-input.ts';
import { actContext, type ActRouteDeps } from './route-deps.ts';
import { signedIn } from '../request-user.ts';

/** Actions that can take an act out of step 8 by video, where its room is, or give it a new visit (src-domain/video/room-admission.ts). */
const ROOM_ENDING: ReadonlySet<ActAction> = new Set([
  'register',
  'back_one_step',
  'annul',
  'refuse',
  'cancel',
  'stop',
  'switch_to_in_person',
  'return_to_set_time',
  'technical_failure',
]);

/** Lifecycle actions, remarks, history and the notary choice of an act (spec §4, §2 screen 13). */
export function actWorkflowRoutes(deps: ActRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(ACT_ACTIONS_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(ActActionBodySchema, request.body ?? {}, 'body');
      const act = await runAction(actContext(deps, request), signedIn(request).user, uuid, body);
      // Whoever is in the act's video room leaves it once the act is no longer awaiting registration
      // by video, or once a new time makes it another visit (its room starts anew, docs/video.md).
      const stillInRoom = act.step === 8 && act.state === 'awaiting_registration' && act.regtypeId === REG_TYPES.video && body.action !== 'technical_failure';
      if (deps.rooms && ROOM_ENDING.has(body.action) && !stillInRoom) await deps.rooms.closeRoom(act.id, body.action === 'register' ? 'registered' : 'closed');
      return act;
    });

    app.get(ACT_REMARKS_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const { act } = await loadActForUser(deps.db, uuid, signedIn(request).user);
      return listRemarks(deps.db, act.id);
    });

    app.post(ACT_REMARKS_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddRemarkBodySchema, request.body ?? {}, 'body');
      return addRemark(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    app.get(ACT_HISTORY_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return listHistory(deps.db, await loadActForUser(deps.db, uuid, signedIn(request).user));
    });

    app.post(ACT_NOTARY_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(NotaryChoiceBodySchema, request.body ?? {}, 'body');
      return chooseNotary(actContext(deps, request), signedIn(request).user, uuid, body);
    });
  };
}
