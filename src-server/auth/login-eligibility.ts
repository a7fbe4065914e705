import { isOldEnoughToLogIn } from '../../src-domain/auth/login-rules.ts';
import type { AuthIdentity } from '../../src-domain/identity/auth-identity.ts';
import { compareCalendarDates, type CalendarDate } from '../../src-domain/time/calendar-date.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { CivilPerson, CivilRegistry } from '../registries/civil-registry.ts';
import { type Account, findAccountByPin } from '../repositories/accounts.ts';

export type LoginEligibility =
  | { ok: true; person: CivilPerson; account: Account | undefined }
  /** `guess`: the typed triple was wrong (unknown pin, another passport); counts against the pin. Both answer alike. */
  | { ok: false; error: ApiError; guess: boolean };

function adult(person: CivilPerson, today: CalendarDate): boolean {
  const birth = parseIsoDate(person.birthDate);
  return birth !== null && compareCalendarDates(birth, today) <= 0 && isOldEnoughToLogIn(birth, today);
}

/**
 * Whether the typed identity may log in (spec §4 login flow, §5): the civil registry holds the
 * typed passport for the pin, the passport is still valid, the person is alive and adult, and no
 * administrator disabled their account. Any such person may log in; the account is created on
 * first login. The pre-check, the liveness attempt and the auth call all ask this.
 */
export async function checkLoginEligibility(deps: { db: Db; civil: CivilRegistry }, identity: AuthIdentity, now: Date): Promise<LoginEligibility> {
  const today = todayInTashkent(now);
  const check = await deps.civil.verifyIdentity({ pin: identity.pin, passportSeries: identity.passserial, passportNumber: identity.passnum }, toIsoDate(today));
  switch (check.status) {
    // One answer for an unknown pin and for a passport that is not the pin's: the login must
    // not tell which pins exist (docs/security.md "Login"). The registry answers both after
    // the same single lookup, so neither is slower.
    case 'not_found':
    case 'document_mismatch':
      return { ok: false, error: new ApiError('passport_mismatch'), guess: true };
    case 'deceased':
      return { ok: false, error: new ApiError('person_deceased', { params: { pin: check.person.pin } }), guess: false };
    case 'document_expired':
      return { ok: false, error: new ApiError('passport_expired'), guess: false };
    case 'verified': {
      if (!adult(check.person, today)) return { ok: false, error: new ApiError('person_minor'), guess: false };
      const account = await findAccountByPin(deps.db, check.person.pin);
      if (account && !account.enabled) return { ok: false, error: new ApiError('account_disabled'), guess: false };
      return { ok: true, person: check.person, account };
    }
  }
}
