/** The icon set of the notification dialog (spec §2 screen 6). */
export const DIALOG_ICONS = ['info', 'success', 'warning', 'error'] as const;
export type DialogIconName = (typeof DIALOG_ICONS)[number];

const PATHS: Readonly<Record<DialogIconName, string>> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 8v5M12 16.5v.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/**
 * Decorative: the heading says what the dialog is about, and an error dialog is announced as an
 * alert dialog. The colour is never the only signal, each icon has its own shape.
 */
export function DialogIcon({ name }: { name: DialogIconName }) {
  return (
    <svg className={`dialog-icon dialog-icon--${name}`} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      {name === 'warning' ? <path d="M12 3l10 18H2z" fill="currentColor" /> : <circle cx="12" cy="12" r="11" fill="currentColor" />}
      <path d={PATHS[name]} fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
