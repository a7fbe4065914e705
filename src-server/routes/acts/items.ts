import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  AddChildBodySchema,
  AddCoOwnersBodySchema,
  AddPartyBodySchema,
  AddSpouseBodySchema,
  AddSubjectBodySchema,
  EditPartyBodySchema,
  EditSubjectBodySchema,
} from '../../../src-domain/http/routes/acts-bodies.ts';
import {
  ACT_CHILDREN_PATH,
  ACT_CO_OWNERS_PATH,
  ACT_PARTIES_PATH,
  ACT_PARTY_PATH,
  ACT_SPOUSE_PATH,
  ACT_SUBJECT_PATH,
  ACT_SUBJECTS_PATH,
  ActPartyParamsSchema,
  ActSubjectParamsSchema,
  ActUuidParamsSchema,
} from '../../../src-domain/http/routes/acts.ts';
import { addChild, addCoOwners, addParty, addSpouse, editParty, removeParty } from '../../acts/act-parties.ts';
import { addSubject, editSubject, removeSubject } from '../../acts/act-subjects.ts';
import { parseInput } from '../../http/parse-input.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import { actContext, type ActRouteDeps } from './route-deps.ts';
import { signedIn } from '../request-user.ts';

/** `DELETE …?version=n`: the version the client saw, as for every edit (optional). */
const DeleteQuerySchema = v.object({
  version: v.optional(v.pipe(v.string('error_invalid_value'), v.regex(/^\d{1,9}$/, 'error_invalid_value'), v.transform(Number))),
});

/** Parties and subjects of an act in preparation (spec §2 screen 15; applicant, step 1). */
export function actItemRoutes(deps: ActRouteDeps): FastifyPluginAsync {
  return async (app) => {
    // Each addition asks the civil registry whether a pin holds a document: limited per user.
    app.post(ACT_PARTIES_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.limits.partyAddition) } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddPartyBodySchema, request.body ?? {}, 'body');
      return addParty(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    // A child from the caller's registry list: the civil registry is asked too, so the same limit.
    app.post(ACT_CHILDREN_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.limits.partyAddition) } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddChildBodySchema, request.body ?? {}, 'body');
      return addChild(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    // The caller's spouse from the civil registry (15003): the registry is asked, so the same limit.
    app.post(ACT_SPOUSE_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.limits.partyAddition) } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddSpouseBodySchema, request.body ?? {}, 'body');
      return addSpouse(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    // The vehicle's co-owners from the traffic-safety database: the civil registry is asked for each, so the same limit.
    app.post(ACT_CO_OWNERS_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.limits.partyAddition) } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddCoOwnersBodySchema, request.body ?? {}, 'body');
      return addCoOwners(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    app.patch(ACT_PARTY_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid, partyId } = parseInput(ActPartyParamsSchema, request.params, 'params');
      const body = parseInput(EditPartyBodySchema, request.body ?? {}, 'body');
      return editParty(actContext(deps, request), signedIn(request).user, uuid, partyId, body);
    });

    app.delete(ACT_PARTY_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid, partyId } = parseInput(ActPartyParamsSchema, request.params, 'params');
      const { version } = parseInput(DeleteQuerySchema, request.query, 'query');
      return removeParty(actContext(deps, request), signedIn(request).user, uuid, partyId, version);
    });

    app.post(ACT_SUBJECTS_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(AddSubjectBodySchema, request.body ?? {}, 'body');
      return addSubject(actContext(deps, request), signedIn(request).user, uuid, body);
    });

    app.patch(ACT_SUBJECT_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid, subjectId } = parseInput(ActSubjectParamsSchema, request.params, 'params');
      const body = parseInput(EditSubjectBodySchema, request.body ?? {}, 'body');
      return editSubject(actContext(deps, request), signedIn(request).user, uuid, subjectId, body);
    });

    app.delete(ACT_SUBJECT_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid, subjectId } = parseInput(ActSubjectParamsSchema, request.params, 'params');
      const { version } = parseInput(DeleteQuerySchema, request.query, 'query');
      return removeSubject(actContext(deps, request), signedIn(request).user, uuid, subjectId, version);
    });
  };
}
