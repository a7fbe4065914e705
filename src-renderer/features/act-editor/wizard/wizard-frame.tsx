import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import './act-wizard.css';

export interface WizardFrameProps {
  /** Each step's name, in order. */
  steps: readonly string[];
  /** 0-based index of the step shown. */
  current: number;
  children: ReactNode;
}

/**
 * The frame of every act wizard (spec §2 screen 16): the list of steps with the current one
 * marked (`aria-current="step"`, so a screen reader says where the user is), a progress bar
 * and the step's own form below. Steps done are marked, the ones ahead are plain.
 */
export function WizardFrame({ steps, current, children }: WizardFrameProps) {
  const { t } = useLingui();
  const id = useId();
  const number = current + 1;
  const count = steps.length;
  return (
    <section className="act-wizard" aria-labelledby={`${id}-progress`}>
      <nav className="act-wizard__nav" aria-label={t({ id: 'act.wizard.steps', message: 'Ariza qadamlari' })}>
        <p id={`${id}-progress`} className="act-wizard__progress">
          {t({ id: 'act.wizard.progress', message: `${count} qadamdan ${number}-qadam` })}
        </p>
        <progress className="act-wizard__bar" value={number} max={count} aria-labelledby={`${id}-progress`} />
        <ol className="act-wizard__steps">
          {steps.map((label, index) => (
            <li
              key={label}
              className={
                index === current
                  ? 'act-wizard__step act-wizard__step--current'
                  : index < current
                    ? 'act-wizard__step act-wizard__step--done'
                    : 'act-wizard__step'
              }
              aria-current={index === current ? 'step' : undefined}
            >
              {label}
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </section>
  );
}
