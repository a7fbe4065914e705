import type { ProxyRight } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';

/** Rights that dispose of the property itself (as against using, managing or renting it). */
export const DISPOSAL_RIGHTS: readonly ProxyRight[] = ['sell', 'gift', 'pledge', 'exchange', 'dispose'];

/**
 * Spec §5 "11651 may not grant disposal rights over real estate or vehicles. 105 may not grant
 * sale, gift, pledge or exchange rights." A general power of attorney names no object, so any
 * disposal right in it would reach real estate and vehicles: all are refused. For 105 the
 * catch-all `dispose` is refused with the four it stands for, or it would undo the rule.
 */
export const FORBIDDEN_PROXY_RIGHTS: Readonly<Partial<Record<ActTypeId, readonly ProxyRight[]>>> = {
  11651: DISPOSAL_RIGHTS,
  105: DISPOSAL_RIGHTS,
};

/** The rights of `rights` that a power of attorney of `type` may not grant (the editor can also use it). */
export function forbiddenProxyRights(type: ActTypeId, rights: readonly ProxyRight[]): ProxyRight[] {
  const forbidden = FORBIDDEN_PROXY_RIGHTS[type] ?? [];
  return rights.filter((right) => forbidden.includes(right));
}
