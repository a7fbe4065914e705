/**
 * Which build of the web portal a page came from and which one the server now serves (spec §8
 * "Page-expired notice asks for a refresh"; docs/decisions/0034-administration-and-page-notices.md).
 * The web build writes its id into `index.html` as `<meta name="build-id">`; the server sends the
 * id of the build it serves in this header on every API answer.
 */
export const BUILD_ID_HEADER = 'x-build-id';
export const BUILD_ID_META = 'build-id';

/** A build id: hex digits (web/build-id-plugin.ts makes 16). */
export function isBuildId(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^[0-9a-f]{8,64}$/.test(text);
}

/**
 * The page's code is older than what the server now serves: a new version was deployed while it
 * was open. Unknown on either side (a kiosk renderer, which the shell updates; a server without a
 * web build) is never "expired".
 */
export function isPageExpired(pageBuild: string | null | undefined, serverBuild: string | null | undefined): boolean {
  return isBuildId(pageBuild) && isBuildId(serverBuild) && pageBuild !== serverBuild;
}
