import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { HELPLINE } from '../../src-domain/constants.ts';
import { useBreadcrumb, type BreadcrumbItem } from '../state/breadcrumb.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The honest answer for a service this version does not offer yet: what it is (its title), that
 * it is not available, and the trust helpline (spec §1, §9: 1008). One component for every such
 * page and panel, so the wording is the same everywhere and easy to find when a page lands.
 */
export function NotAvailableNotice() {
  const helpline = HELPLINE;
  return (
    <div className="notice notice--pending">
      <p>
        <Trans id="notAvailable.text">Bu xizmat portalning ushbu versiyasida hali mavjud emas.</Trans>
      </p>
      <p>
        <Trans id="notAvailable.helpline">
          Yordam kerak bo‘lsa, <strong>{helpline}</strong> ishonch telefoniga qo‘ng‘iroq qiling.
        </Trans>
      </p>
    </div>
  );
}

export interface NotAvailablePageProps {
  title: MessageDescriptor;
  /** Pages above this one in the breadcrumb, e.g. the notary registry above a notary. */
  parents?: readonly { title: MessageDescriptor; href: string }[];
}

/** A full page for a route whose service is not available yet: title, breadcrumb, notice. */
export function NotAvailablePage({ title, parents = [] }: NotAvailablePageProps) {
  const { i18n } = useLingui();
  const heading = i18n._(title);
  const trail: BreadcrumbItem[] = [...parents.map((parent) => ({ label: i18n._(parent.title), href: parent.href })), { label: heading }];
  useBreadcrumb(trail);
  useDocumentTitle(heading);
  return (
    <article className="page">
      <h1>{heading}</h1>
      <NotAvailableNotice />
    </article>
  );
}
