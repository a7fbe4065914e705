/**
 * The exact message the client treats as "token expired" (spec §4 Token expiry, §8). Its own
 * module: the renderer's app shell needs this string but not the localized error table of
 * `error-codes.ts`, which would otherwise ride along in every first download.
 */
export declare const ACCESS_DENIED_MESSAGE = 'Access Denied';
