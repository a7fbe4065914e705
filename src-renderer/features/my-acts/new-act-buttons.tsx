import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { newActHref } from '../../shared/paths.ts';

export interface NewActButtonsProps {
  /** At a kiosk the new act opens in the kiosk area. */
  kiosk: boolean;
}

/**
 * "New act" and "New simplified act" (spec §2 screen 12). Both open the new-act page
 * (`/enotarial_act/-1`, `?simplified=1` for the simplified act), which asks for the act type
 * first (`?type={id}` once chosen).
 */
export function NewActButtons({ kiosk }: NewActButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="new-act-buttons">
      <Link className="button" to={newActHref(kiosk)}>
        {t({ id: 'myActs.new', message: 'Yangi notarial harakat' })}
      </Link>
      <Link className="button button--secondary" to={newActHref(kiosk, '?simplified=1')}>
        {t({ id: 'myActs.newSimplified', message: 'Yangi soddalashtirilgan harakat' })}
      </Link>
    </div>
  );
}
