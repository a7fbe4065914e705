import { useLingui } from '@lingui/react/macro';
import { ACT_STEP_NAMES, ACT_STEP_VALUES, type ActStep } from '../../../src-domain/acts/steps.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface StepProgressProps {
  step: ActStep;
  /** The act stopped (cancelled, refused …): the current step is where it stopped, not where it waits. */
  stopped?: boolean;
}

/**
 * The nine steps of a notarial act (spec §4) with the act's current one marked: as a list a
 * screen reader counts, `aria-current="step"` on the current step, and a word for finished steps
 * (colour alone says nothing to some eyes).
 */
export function StepProgress({ step, stopped = false }: StepProgressProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const done = t({ id: 'act.steps.done', message: 'bajarilgan' });
  const current = stopped ? t({ id: 'act.steps.stoppedHere', message: 'shu bosqichda to‘xtagan' }) : t({ id: 'act.steps.current', message: 'joriy bosqich' });
  return (
    <nav className="act-steps" aria-label={t({ id: 'act.steps.label', message: 'Notarial harakat bosqichlari' })}>
      <ol>
        {ACT_STEP_VALUES.map((value) => {
          // Step 9 is the registered act: reaching it means the whole journey is done.
          const isDone = value < step || (value === 9 && step === 9 && !stopped);
          const isCurrent = value === step;
          const status = isCurrent && !(value === 9 && !stopped) ? current : isDone ? done : undefined;
          const className = [
            'act-steps__step',
            isDone ? 'act-steps__step--done' : '',
            isCurrent ? 'act-steps__step--current' : '',
            isCurrent && stopped ? 'act-steps__step--stopped' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={value} className={className} aria-current={isCurrent ? 'step' : undefined}>
              <span className="act-steps__number" aria-hidden="true">
                {value}
              </span>
              <span className="act-steps__name">{ACT_STEP_NAMES[value][locale]}</span>
              {status ? <span className="visually-hidden"> ({status})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
