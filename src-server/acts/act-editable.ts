import { isActTypeId, type ActTypeId } from '../../src-domain/acts/act-types.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActAccess } from './act-access.ts';
import { isEditable } from './act-details.ts';

/** General info, parties and subjects change only in preparation, by the applicant (spec §4 step 1). */
export function assertEditable(access: ActAccess): ActTypeId {
  if (!isEditable(access)) throw new ApiError('act_not_editable');
  // Seeded legacy types outside the wizard list are never in preparation; refuse rather than guess.
  if (!isActTypeId(access.act.act_type_id)) throw new ApiError('act_not_editable');
  return access.act.act_type_id;
}
