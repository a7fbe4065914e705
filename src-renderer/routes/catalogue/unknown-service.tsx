import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

/** An address whose id cannot be a service (`/na_details/abc`): say so and lead back. */
export function UnknownService() {
  const { t } = useLingui();
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t({ id: 'catalogue.unknown', message: 'Bunday xizmat katalogda yo‘q.' })}</p>
      <p>
        <Link to={paths.catalogue.href()}>{t({ id: 'catalogue.unknown.back', message: 'Xizmatlar katalogiga qaytish' })}</Link>
      </p>
    </div>
  );
}
