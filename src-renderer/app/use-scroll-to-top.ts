import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: "Each navigation scrolls to top." A link to an anchor (`/#login`, the skip link)
 * scrolls to its element instead; an anchor that is not on the page falls back to the top.
 */
export function useScrollToTop(): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash]);
}
