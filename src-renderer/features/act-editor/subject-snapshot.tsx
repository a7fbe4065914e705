import { useLingui } from '@lingui/react/macro';
import type { ActSubject } from '../../../src-domain/http/routes/acts.ts';

/** A text of the subject's registry snapshot, or null when the registry gave none. */
function field(subject: ActSubject, key: string): string | null {
  const value = subject.data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * The subject being edited, as the act holds it (the registry data copied when it was added):
 * what the editor cannot change, shown above what it can (the price).
 */
export function SubjectSnapshot({ subject }: { subject: ActSubject }) {
  const { t } = useLingui();
  const title =
    subject.kind === 'vehicle'
      ? [field(subject, 'make'), field(subject, 'model'), subject.stateNumber].filter(Boolean).join(' ')
      : subject.kind === 'real_estate'
        ? [subject.cadastreNumber, field(subject, 'address')].filter(Boolean).join(', ')
        : (subject.description ?? '');
  return (
    <p className="editor-lookup__result">
      <span className="form-note">{t({ id: 'act.editor.subject.current', message: 'Harakat obyekti:' })}</span> <strong>{title}</strong>
    </p>
  );
}
