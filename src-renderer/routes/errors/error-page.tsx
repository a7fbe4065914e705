import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export interface ErrorPageProps {
  title: MessageDescriptor;
  text: string;
  backHref: string;
  backLabel: string;
}

/** Shared body of the 403 and 404 pages of both modes. */
export function ErrorPage({ title, text, backHref, backLabel }: ErrorPageProps) {
  const { i18n } = useLingui();
  const heading = i18n._(title);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  return (
    <article className="page error-page">
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" to={backHref}>
          {backLabel}
        </Link>
      </p>
    </article>
  );
}
