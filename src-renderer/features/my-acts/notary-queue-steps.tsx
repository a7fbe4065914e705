import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ACT_STEP_NAMES, type ActStep } from '../../../src-domain/acts/steps.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** The steps at which an act waits for its notary (spec §4: check, invoices, time, registration). */
const NOTARY_STEPS: readonly ActStep[] = [2, 4, 5, 8];

export interface NotaryQueueStepsProps {
  step: ActStep | undefined;
  hrefFor: (step: ActStep | undefined) => string;
}

/** The queue by step: all acts, or those waiting for the notary at one step. */
export function NotaryQueueSteps({ step, hrefFor }: NotaryQueueStepsProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const entries: { step: ActStep | undefined; label: string }[] = [
    { step: undefined, label: t({ id: 'myActs.queue.all', message: 'Barcha bosqichlar' }) },
    ...NOTARY_STEPS.map((value) => ({ step: value, label: `${value}. ${ACT_STEP_NAMES[value][locale]}` })),
  ];
  return (
    <nav className="queue-steps" aria-label={t({ id: 'myActs.queue.steps', message: 'Navbat bosqichlar bo‘yicha' })}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.step ?? 'all'}>
            <Link className="queue-steps__link" to={hrefFor(entry.step)} aria-current={entry.step === step ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
