import { useLingui } from '@lingui/react/macro';
import { applicantEntersPartiesAndSubjects } from '../../../src-domain/acts/editor/simplified-act.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';

/** A simplified act's parties and subjects are optional online (docs/decisions 0009): the add forms say so. */
export function SimplifiedNote({ act }: { act: ActDetails }) {
  const { t } = useLingui();
  if (applicantEntersPartiesAndSubjects(act)) return null;
  return (
    <p className="notice">
      {t({
        id: 'act.editor.simplifiedOptional',
        message: 'Soddalashtirilgan harakat: bu ma’lumotlarni kiritish shart emas, ularni notarius idorada to‘ldiradi.',
      })}
    </p>
  );
}
