import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export interface NewActButtonsProps {
  /** `/enotarial_act/-1` or its kiosk twin: spec §4.5 uses -1 for a new act. */
  newActPath: string;
}

/**
 * "New act" and "New simplified act" (spec §2 screen 12). Both open the new-act page
 * (`/enotarial_act/-1`, `?simplified=1` for the simplified act), which asks for the act type
 * first (`?type={id}` once chosen).
 */
export function NewActButtons({ newActPath }: NewActButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="new-act-buttons">
      <Link className="button" to={newActPath}>
        {t({ id: 'myActs.new', message: 'Yangi notarial harakat' })}
      </Link>
      <Link className="button button--secondary" to={`${newActPath}?simplified=1`}>
        {t({ id: 'myActs.newSimplified', message: 'Yangi soddalashtirilgan harakat' })}
      </Link>
    </div>
  );
}
