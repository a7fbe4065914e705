import * as v from 'valibot';

/** The first problem of each field, as react-hook-form's resolver shows them: [dotted path, message key]. */
export function firstIssues(schema: v.GenericSchema, values: unknown): [string | null, string][] {
  const result = v.safeParse(schema, values);
  if (result.success) return [];
  const first = new Map<string | null, string>();
  for (const issue of result.issues) if (!first.has(v.getDotPath(issue))) first.set(v.getDotPath(issue), issue.message);
  return [...first];
}
