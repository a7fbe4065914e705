/**
 * Query keys more than one feature reads or invalidates, kept once: the act editor writes the act
 * the details page reads, a mutation anywhere marks the my-acts lists and the notification list
 * stale. Keys only one feature uses stay next to its query.
 */

/** The act as `GET /api/acts/:uuid` answers it; the editor's saves put their answer here too. */
export const actKey = (uuid: string) => ['act', uuid] as const;

/** An act opened by number (`/my_notarial_act/{rid}`) is looked up once, then read under its uuid. */
export const actByIdKey = (rid: number) => ['act', 'by-id', rid] as const;

/** Per-act reads nested under the act's key, so whatever refreshes the act refreshes them too. */
export const actPartKey = (uuid: string, part: 'signing' | 'video' | 'recordings') => ['act', uuid, part] as const;

/** Every per-person act list (my acts, invoices, bans): one invalidation covers them all. */
export const ACTS_ROOT = ['acts'] as const;

/** The notification list, whoever is signed in. */
export const NOTIFY_ROOT = ['notarial_act', 'get_notify'] as const;
