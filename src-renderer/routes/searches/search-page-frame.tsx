import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export interface SearchPageFrameProps {
  title: MessageDescriptor;
  lead: string;
  children: ReactNode;
}

/** A search page: title (window and breadcrumb too), what it is for, then the form and outcome. */
export function SearchPageFrame({ title, lead, children }: SearchPageFrameProps) {
  const { i18n } = useLingui();
  const heading = i18n._(title);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  return (
    <article className="page search-page">
      <h1>{heading}</h1>
      <p className="search-page__lead">{lead}</p>
      {children}
    </article>
  );
}
