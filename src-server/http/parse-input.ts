import * as v from 'valibot';
import { ApiError, type RequestIssue } from './api-error.ts';

export type RequestPart = 'body' | 'query' | 'params' | 'headers';

function toRequestIssue(issue: v.BaseIssue<unknown>, part: RequestPart): RequestIssue {
  return { path: v.getDotPath(issue) ?? part, type: issue.type, message: issue.message, requirement: issue.requirement };
}

/**
 * Validates one part of a request with a schema of the HTTP contract (src-domain/http/routes)
 * and returns its typed output, or throws a 400 `validation_failed` listing the first problem of
 * each field (forms show one message per field, so the API does too).
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, part: RequestPart): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const seen = new Set<string>();
  const issues: RequestIssue[] = [];
  for (const issue of result.issues) {
    const detail = toRequestIssue(issue, part);
    if (seen.has(detail.path)) continue;
    seen.add(detail.path);
    issues.push(detail);
  }
  throw new ApiError('validation_failed', { issues });
}
