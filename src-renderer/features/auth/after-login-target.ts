import { paths } from '../../shared/paths.ts';
import type { Mode } from '../../state/mode.ts';

/** Where the login ends (spec §4 Login flow 5–6), decided when the success dialog closes. */
export interface AfterLoginInput {
  mode: Mode;
  /** Only `termsofuse` matters: 1 accepted, anything else not yet (spec §3). */
  user: { readonly termsofuse?: number | null } | null;
  /** The query of the page the login happened on (`location.search` or its params). */
  query: string | URLSearchParams;
  /** The saved redirect target (spec §2 routing rules), null when none. */
  redirectUrl: string | null;
}

export interface AfterLoginTarget {
  /** Where to go now; undefined keeps the current page (the offer dialog opens over it). */
  navigateTo: string | undefined;
  /** The public-offer dialog must open (termsofuse ≠ 1). */
  showTerms: boolean;
  /** Kiosk: the notification list is fetched and shown when non-empty (spec §4.6). */
  showNotifications: boolean;
  /** The saved redirect was used and must be forgotten ("then cleared", spec §4.5). */
  clearRedirect: boolean;
}

const KIOSK_MAIN = paths.kiosk.main.href();
const KIOSK_AUTH = paths.kiosk.auth.href();
const MY_ACTS = paths.myActs.href();
/** A new act prefilled from the query (spec §4.5: "go to /enotarial_act/-1"). */
const NEW_ACT = paths.newAct.href();

const isKioskPath = (path: string): boolean => path === paths.kiosk.root.href() || path.startsWith(`${paths.kiosk.root.href()}/`);

/**
 * A redirect saved in the other mode (a kiosk path in the browser or the reverse) or pointing
 * back at the kiosk login would lead somewhere the guards bounce at once: ignore it.
 */
function usableRedirect(redirectUrl: string | null, mode: Mode): string | null {
  if (!redirectUrl) return null;
  const path = redirectUrl.split(/[?#]/)[0] ?? '';
  if (mode === 'kiosk') return isKioskPath(path) && path !== KIOSK_AUTH ? redirectUrl : null;
  return isKioskPath(path) ? null : redirectUrl;
}

function hasActQuery(query: string | URLSearchParams): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return ['pin', 'passserial', 'passnum'].every((name) => (params.get(name) ?? '').trim() !== '');
}

export function afterLoginTarget({ mode, user, query, redirectUrl }: AfterLoginInput): AfterLoginTarget {
  const accepted = user?.termsofuse === 1;
  const redirect = usableRedirect(redirectUrl, mode);

  if (mode === 'kiosk') {
    // §4.5: "kiosk mode goes to kiosk.main"; with the offer accepted, "go to the saved redirect,
    // then show the notification list". §4.6: "after kiosk login the notify list is fetched and
    // shown if non-empty" — while the offer is pending it waits for the user's choice.
    if (!accepted) return { navigateTo: KIOSK_MAIN, showTerms: true, showNotifications: true, clearRedirect: false };
    return { navigateTo: redirect ?? KIOSK_MAIN, showTerms: false, showNotifications: true, clearRedirect: redirect !== null };
  }

  // §4.5: "If termsofuse is not 1, the offer dialog opens" — on the page the user is on; the offer's
  // own Agree leads on (spec §4 Terms).
  if (!accepted) return { navigateTo: undefined, showTerms: true, showNotifications: false, clearRedirect: false };
  if (hasActQuery(query)) return { navigateTo: NEW_ACT, showTerms: false, showNotifications: false, clearRedirect: false };
  return { navigateTo: redirect ?? MY_ACTS, showTerms: false, showNotifications: false, clearRedirect: redirect !== null };
}
