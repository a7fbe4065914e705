import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { formatCalendarDate } from '../../src-domain/time/format-date.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { findInheritanceCase } from '../repositories/search-inheritance.ts';

const refuse = (message: string): never => {
  throw new ApiError('validation_failed', { issues: [{ path: 'extras.caseNumber', type: 'check', message }] });
};

/**
 * Leaving the inheritance renunciation's case step (12047; §3 inheritance case): the number must
 * name a case of the inheritance-case registry that is still open — a closed case has been
 * settled, nothing is left to renounce. The draft then holds the registry's case number, the
 * deceased as the public search shows them (initials) and the date of death, so the act names
 * the case the registry knows and the applicant learns nothing the public search would not
 * tell them (docs/decisions/0048-translation-and-inheritance-wizards.md).
 */
export async function linkInheritanceCase(trx: Db, actId: number, extras: Readonly<Record<string, unknown>>): Promise<void> {
  const found = await findInheritanceCase(trx, typeof extras.caseNumber === 'string' ? extras.caseNumber : '');
  if (!found) return refuse('error_wizard_inheritance_case_not_found');
  if (found.state !== 'open') return refuse('error_wizard_inheritance_case_closed');
  const deathDate = parseIsoDate(found.deathDate);
  const linked = { ...extras, caseNumber: found.caseNumber, deceasedName: found.deceased, deathDate: deathDate ? formatCalendarDate(deathDate) : '' };
  await trx
    .updateTable('notarial_acts')
    .set({ extras_json: JSON.stringify(linked) })
    .where('id', '=', actId)
    .execute();
}
