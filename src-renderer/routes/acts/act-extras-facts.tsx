import { useLingui } from '@lingui/react/macro';
import { extrasToText, SIMPLE_EXTRAS_FIELDS } from '../../../src-domain/acts/editor/extras-fields.ts';
import { isTranslationLanguage, TRANSLATION_LANGUAGE_NAMES } from '../../../src-domain/acts/translation-languages.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { extrasLabel, RENUNCIATION_LABEL, RENUNCIATION_LABELS } from '../../features/act-editor/extras-labels.ts';
import { isRenunciationKind } from '../../../src-domain/acts/act-extras.ts';

/**
 * The act's per-type terms (spec §3 "Per-type extras": proxy term, contract number, travel dates…)
 * as the act details show them to everyone taking part, in the words the editor's form uses.
 * Nothing when the type has none or none is filled.
 */
export function ActExtrasFacts({ act }: { act: ActDetails }) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const texts = extrasToText(act.actTypeId, act.extras);
  const facts = SIMPLE_EXTRAS_FIELDS[act.actTypeId].flatMap((field) => {
    const text = texts[field.name] ?? ''; // sums as the act's other sums: 145 000 000.00
    // A translation language is stored as its code and shown by its name.
    const value = field.kind === 'language' && isTranslationLanguage(text) ? TRANSLATION_LANGUAGE_NAMES[text][locale] : text;
    const label = extrasLabel(act.actTypeId, field.name);
    return value === '' || !label ? [] : [{ label: i18n._(label), value }];
  });
  // 12047: unconditional or in favour of the people its parties tab lists as beneficiaries.
  const renunciation = act.extras.renunciation;
  if (isRenunciationKind(renunciation)) {
    facts.push({ label: i18n._(RENUNCIATION_LABEL), value: i18n._(RENUNCIATION_LABELS[renunciation]) });
  }
  if (facts.length === 0) return null;
  return (
    <section className="act-section" aria-label={t({ id: 'act.general.extras', message: 'Harakat shartlari' })}>
      <h3>{t({ id: 'act.general.extras', message: 'Harakat shartlari' })}</h3>
      <FactList className="act-facts" facts={facts} />
    </section>
  );
}
