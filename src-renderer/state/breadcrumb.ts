import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { citizenAtom } from './citizen-state.ts';

export interface BreadcrumbItem {
  /** Already localized: pages build it with Lingui, so a locale switch re-renders and resets it. */
  label: string;
  /** Absent on the current page (the last item). */
  href?: string;
}

/** The trail under the header (spec §3). Not persisted: each page sets its own on mount. */
export const breadcrumbAtom = citizenAtom<readonly BreadcrumbItem[]>([]);

/** Sets the page's breadcrumb while the page is shown and clears it when the page goes away. */
export function useBreadcrumb(items: readonly BreadcrumbItem[]): void {
  const setBreadcrumb = useSetAtom(breadcrumbAtom);
  // Items are rebuilt on every render; compare them by value so the effect runs only on change.
  const key = JSON.stringify(items);
  useEffect(() => {
    setBreadcrumb(JSON.parse(key) as BreadcrumbItem[]);
    return () => setBreadcrumb([]);
  }, [key, setBreadcrumb]);
}
