import { useLingui } from '@lingui/react/macro';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES, type ActTypeId } from '../../../src-domain/acts/act-types.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import './act-editor.css';

export interface ActTypeChoiceProps {
  onChoose: (type: ActTypeId) => void;
}

/** The first step of a new act: which notarial act (spec §4 "Wizards by act type id"), one big button each. */
export function ActTypeChoice({ onChoose }: ActTypeChoiceProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  return (
    <section className="editor-types" aria-labelledby="act-type-choice-title">
      <h2 id="act-type-choice-title" className="editor-form__title">
        {t({ id: 'act.new.chooseType', message: 'Qaysi notarial harakat kerak?' })}
      </h2>
      <ul className="editor-types__list">
        {ACT_TYPE_IDS.map((type) => (
          <li key={type}>
            <button type="button" className="editor-types__button" onClick={() => onChoose(type)}>
              {ACT_TYPE_NAMES[type][locale]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
