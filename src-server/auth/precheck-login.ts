import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthIdentity, AuthIdentitySchema } from '../../src-domain/identity/auth-identity.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import type { CivilPerson } from '../registries/civil-registry.ts';
import type { Account } from '../repositories/accounts.ts';
import type { LoginDeps } from './login-deps.ts';
import { checkLoginEligibility } from './login-eligibility.ts';
import { assertPinNotLocked } from './pin-lock.ts';

export interface PrecheckedLogin {
  identity: AuthIdentity;
  person: CivilPerson;
  account: Account | undefined;
}

/**
 * The login pre-check of spec §4 step 1 on a request body `{pin, passserial, passnum}`: 400
 * for a malformed body, 429 while the pin is locked, 400 with the registry's reason when the
 * person may not log in, 400 `no_registry_photo` when the registry has no photo to match the
 * face with. A wrong triple counts as a failed login of that pin.
 */
export async function precheckLogin(deps: LoginDeps, request: FastifyRequest, reply: FastifyReply): Promise<PrecheckedLogin> {
  const identity = parseInput(AuthIdentitySchema, request.body, 'body');
  await assertPinNotLocked(deps.lockout, identity.pin, reply);
  const eligibility = await checkLoginEligibility(deps, identity, deps.now());
  if (!eligibility.ok) {
    if (eligibility.guess) await deps.lockout.recordFailure(identity.pin);
    throw eligibility.error;
  }
  // Nothing to match a face with: say so now, not after a face check of up to 2 minutes.
  if (!(await deps.civil.registryPhoto(identity.pin))) throw new ApiError('no_registry_photo');
  return { identity, person: eligibility.person, account: eligibility.account };
}
