import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { SUBJECT_KIND_NAMES } from '../../../src-domain/acts/documents/party-role-names.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { showTiyin } from './display.ts';
import { FactList, type Fact } from '../../ui/fact-list.tsx';
import { RemoveItemButton } from './remove-item-button.tsx';
import { SNAPSHOT_LABELS, TIYIN_SNAPSHOT_LABELS } from './subject-labels.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface SubjectsTabProps {
  act: ActDetails;
  onAct: (act: ActDetails) => void;
  /** The subject an `auto`, `realty` or `other` sub-address points at. */
  focusId?: number | undefined;
  /** The act editor's add-vehicle, add-real-estate and add-other-property forms. */
  editor?: ReactNode;
  /** A subject's terms (spec §3 common subject fields) and, while editable, their form. */
  terms?: ((subject: ActSubject) => ReactNode) | undefined;
}

/**
 * A registry value as the reader's locale writes it: a fraction (an area of 64.5 m²) with its
 * decimal comma; whole numbers (a year, horsepower, rooms) and text as they came.
 */
function snapshotText(value: string | number | boolean | readonly string[], locale: Locale): string {
  return typeof value === 'number' && !Number.isInteger(value) ? formatDecimal(value, locale, 2) : String(value);
}

function subjectTitle(subject: ActSubject): string | null {
  return subject.stateNumber ?? subject.cadastreNumber ?? subject.description;
}

/** Subjects of the act (spec §3 Subjects) with the registry data copied when they were added. */
export function SubjectsTab({ act, onAct, focusId, editor, terms }: SubjectsTabProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const focused = useRef<HTMLLIElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' });
    focused.current?.focus();
  }, [focusId]);

  const snapshot = (subject: ActSubject): Fact[] => [
    ...Object.entries(SNAPSHOT_LABELS).flatMap(([key, label]) => {
      const value = subject.data[key];
      return value === undefined || value === null || value === '' ? [] : [{ label: i18n._(label), value: snapshotText(value, locale) }];
    }),
    ...Object.entries(TIYIN_SNAPSHOT_LABELS).flatMap(([key, label]) => {
      const value = subject.data[key];
      return typeof value === 'number' ? [{ label: i18n._(label), value: showTiyin(value, locale) }] : [];
    }),
  ];

  return (
    <div className="act-tab">
      {act.subjects.length === 0 ? <p className="notice">{t({ id: 'act.subjects.empty', message: 'Mulk hali qo‘shilmagan.' })}</p> : null}
      <ul className="act-items">
        {act.subjects.map((subject) => (
          <li
            key={subject.id}
            ref={subject.id === focusId ? focused : undefined}
            tabIndex={subject.id === focusId ? -1 : undefined}
            className={subject.id === focusId ? 'act-item act-item--focused' : 'act-item'}
          >
            <h3 className="act-item__title">
              {SUBJECT_KIND_NAMES[subject.kind][locale]}
              {subjectTitle(subject) ? <span className="act-item__role">{` — ${subjectTitle(subject) ?? ''}`}</span> : null}
            </h3>
            <FactList
              className="act-facts"
              facts={[
                { label: t({ id: 'act.subjects.stateNumber', message: 'Davlat raqami' }), value: subject.stateNumber },
                { label: t({ id: 'act.subjects.cadastre', message: 'Kadastr raqami' }), value: subject.cadastreNumber },
                subject.kind === 'other' ? { label: t({ id: 'act.subjects.description', message: 'Tavsifi' }), value: subject.description } : null,
                ...snapshot(subject),
                { label: t({ id: 'act.subjects.price', message: 'Narxi, so‘m' }), value: showTiyin(subject.priceTiyin, locale) },
              ]}
            />
            {terms?.(subject)}
            {act.editable ? (
              <RemoveItemButton
                act={act}
                item={{ subject: subject.id }}
                label={t({ id: 'act.subjects.remove', message: 'Mulkni olib tashlash' })}
                onAct={onAct}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {act.editable && editor ? editor : null}
    </div>
  );
}
