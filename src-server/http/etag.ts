/** A strong entity tag for a version number: `"7"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 §13.1.2: a list, weak tags compare by their
 * opaque part, `*` matches anything), so the answer can be 304 Not Modified.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
