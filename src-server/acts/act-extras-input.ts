import * as v from 'valibot';
import { actExtrasSchema } from '../../src-domain/acts/act-extras.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { parseDate } from '../../src-domain/time/parse-date.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { ApiError, type RequestIssue } from '../http/api-error.ts';

/**
 * A body's `extras` checked against its act type's schema (src-domain/acts/act-extras.ts); a
 * 400 names each field as `extras.<field>`, like any other body field.
 */
export function parseExtras(type: ActTypeId, extras: Record<string, unknown>): Record<string, unknown> {
  const result = v.safeParse(actExtrasSchema(type), extras);
  if (result.success) return { ...(result.output as Record<string, unknown>) };
  const seen = new Set<string>();
  const issues: RequestIssue[] = [];
  for (const issue of result.issues) {
    const path = `extras.${v.getDotPath(issue) ?? ''}`.replace(/\.$/, '');
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, type: issue.type, message: issue.message, requirement: issue.requirement });
  }
  throw new ApiError('validation_failed', { issues });
}

/** The act's `valid_until` (spec §3 validity) from a power of attorney's extras, ISO. */
export function validUntilOf(extras: Record<string, unknown>): string | null {
  const text = extras.validUntil;
  if (typeof text !== 'string') return null;
  const date = parseDate(text);
  return date ? toIsoDate(date) : null;
}
