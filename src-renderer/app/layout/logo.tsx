import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** "e-Notarius" with a seal mark; leads to the main page (or the kiosk menu). */
export function Logo({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <Link to={href} className="logo" aria-label={t({ id: 'logo.label', message: 'e-Notarius — bosh sahifa' })}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M9 22V10h10v3h-6v2h5v3h-5v1h6v3z" fill="#fff" />
      </svg>
      <span className="logo__text">e-Notarius</span>
    </Link>
  );
}
