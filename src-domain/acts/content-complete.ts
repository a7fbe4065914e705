import type { ActTypeId } from './act-types.ts';
import { applicantEntersPartiesAndSubjects } from './editor/simplified-act.ts';
import { REQUIRED_PARTY_ROLE } from './party-roles.ts';
import { SUBJECT_REQUIRED_TYPES } from './subject-kinds.ts';

/** What the content rule reads of an act being prepared. */
export interface ActContent {
  readonly actTypeId: ActTypeId;
  readonly clientPhone: string | null;
  /** Roles of the parties other than the applicant's own row (who may have left: `exited` excluded by the caller). */
  readonly otherPartyRoles: readonly string[];
  readonly subjectCount: number;
  /** A simplified act: the notary completes parties and subjects at the office (src-domain/acts/editor/simplified-act.ts). */
  readonly simplified?: boolean;
}

export type ContentGap = 'client_phone' | 'party' | 'subject';

/**
 * Spec §4 "1 to 2: applicant sends the act to the notary after saving general info, parties and
 * subjects": the general info has the applicant's phone, the act type's required counterpart is
 * there (buyer, attorney, child …; none for translation or inheritance renunciation), and the
 * types that are about property have a subject. Returns what is missing, first gap first.
 */
export function contentGaps(content: ActContent): ContentGap[] {
  const gaps: ContentGap[] = [];
  if (content.clientPhone === null || content.clientPhone === '') gaps.push('client_phone');
  if (!applicantEntersPartiesAndSubjects({ simplified: content.simplified ?? false })) return gaps;
  const role = REQUIRED_PARTY_ROLE[content.actTypeId];
  if (role !== null && !content.otherPartyRoles.includes(role)) gaps.push('party');
  if (SUBJECT_REQUIRED_TYPES.includes(content.actTypeId) && content.subjectCount === 0) gaps.push('subject');
  return gaps;
}

export function isContentComplete(content: ActContent): boolean {
  return contentGaps(content).length === 0;
}
