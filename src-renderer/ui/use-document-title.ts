import { useEffect } from 'react';

/** Window title of the page shown: screen readers announce it and tabs show it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — e-Notarius`;
  }, [title]);
}
