import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AppDialog } from './app-dialog.tsx';
import { DialogIcon, type DialogIconName } from './dialog-icon.tsx';
import { sanitizeHtmlToFragment } from './sanitize-html.ts';

export interface NotificationDialogProps {
  isOpen: boolean;
  title: ReactNode;
  icon?: DialogIconName;
  /** HTML from the server; sanitized to a few formatting elements and safe links before it is shown. */
  html?: string;
  /** Content built in the app, shown after the HTML. */
  children?: ReactNode;
  onClose: () => void;
  dismissable?: boolean;
}

/** Spec §2 screen 6: title, icon, optional HTML content, close button; 40% wide on desktop (§9). */
export function NotificationDialog({ isOpen, title, icon = 'info', html, children, onClose, dismissable }: NotificationDialogProps) {
  const { t } = useLingui();
  const hasContent = Boolean(html) || children !== undefined;
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      dismissable={dismissable}
      size="notification"
      title={title}
      icon={<DialogIcon name={icon} />}
      actions={
        <Button className="button" autoFocus onPress={onClose}>
          {t({ id: 'dialog.close', message: 'Yopish' })}
        </Button>
      }
    >
      {hasContent ? (
        <>
          {html ? <SafeHtml html={html} /> : null}
          {children}
        </>
      ) : undefined}
    </AppDialog>
  );
}

/**
 * Inserts the sanitized nodes directly instead of setting `innerHTML`: the markup is never parsed
 * a second time, so no serialize-and-reparse trick (mutation XSS) can turn it into something else.
 */
function SafeHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.replaceChildren(sanitizeHtmlToFragment(html, element.ownerDocument));
  }, [html]);
  return <div ref={ref} className="dialog__html" />;
}
