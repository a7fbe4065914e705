import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ACT_STATE_NAMES, ACT_STATES } from '../../../src-domain/acts/act-states.ts';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES, REG_SYSTEMS } from '../../../src-domain/acts/act-types.ts';
import { ACT_STEP_NAMES, ACT_STEP_VALUES } from '../../../src-domain/acts/steps.ts';
import { hasFilters, type ActListFilter, type FilterKey } from './act-list-filter.ts';
import { REGTYPE_LABELS, SYSTEM_LABELS } from './act-list-labels.ts';
import { FilterField, type FilterOption } from './filter-field.tsx';
import { changesFromDraft, draftFromFilter, filterProblems, type FilterDraft } from './filter-draft.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface ActListFiltersProps {
  filter: ActListFilter;
  /** Notary offices (dictionary), already in the shown locale. */
  offices: readonly FilterOption[];
  /** Notaries of the chosen office; empty until an office is chosen. */
  notariesOf: (office: string) => readonly FilterOption[];
  /** The notary's own queue has no office or notary to choose. */
  withPeople: boolean;
  /** The office chosen in the form changed (its notaries are loaded for the notary filter). */
  onOfficeChoice: (office: number | undefined) => void;
  onApply: (changes: Record<FilterKey, string | undefined>) => void;
}

/**
 * The twelve filters of spec §2 screen 12 in one form. They apply together on submit (a text
 * field would otherwise query on every key), and reset clears them all. Closed until a filter is
 * set, so the list comes first on a small screen.
 */
export function ActListFilters({ filter, offices, notariesOf, withPeople, onOfficeChoice, onApply }: ActListFiltersProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilter(filter));
  const [problems, setProblems] = useState<ReturnType<typeof filterProblems>>([]);
  // The address changed under the form (back button, a tab's link): show what it holds now.
  const [seen, setSeen] = useState(filter);
  if (seen !== filter && JSON.stringify(seen) !== JSON.stringify(filter)) {
    setSeen(filter);
    setDraft(draftFromFilter(filter));
  }

  const set = (key: FilterKey) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value, ...(key === 'office' ? { notary: '' } : {}) }));
    if (key === 'office') onOfficeChoice(value === '' ? undefined : Number(value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(draft);
    setProblems(found);
    if (found.length === 0) onApply(changesFromDraft(draft));
  };
  const reset = () => {
    const empty = draftFromFilter({
      ...filter,
      dateFrom: undefined,
      dateTo: undefined,
      state: undefined,
      regnum: undefined,
      regdate: undefined,
      visitDate: undefined,
      visitTime: undefined,
      type: undefined,
      office: undefined,
      notary: undefined,
      step: undefined,
      system: undefined,
      regtype: undefined,
    });
    setDraft(empty);
    setProblems([]);
    onOfficeChoice(undefined);
    onApply(changesFromDraft(empty));
  };

  const any = t({ id: 'myActs.filter.any', message: 'Barchasi' });
  const states: FilterOption[] = ACT_STATES.filter((state) => state !== 'destroyed').map((state) => ({ value: state, label: ACT_STATE_NAMES[state][locale] }));
  const types: FilterOption[] = ACT_TYPE_IDS.map((type) => ({ value: String(type), label: ACT_TYPE_NAMES[type][locale] }));
  const steps: FilterOption[] = ACT_STEP_VALUES.map((step) => ({ value: String(step), label: `${step}. ${ACT_STEP_NAMES[step][locale]}` }));
  const systems: FilterOption[] = REG_SYSTEMS.map((system) => ({ value: String(system), label: i18n._(SYSTEM_LABELS[system]) }));
  const regtypes: FilterOption[] = ([1, 2] as const).map((regtype) => ({ value: String(regtype), label: i18n._(REGTYPE_LABELS[regtype]) }));

  return (
    <details className="act-filters" open={hasFilters(filter) || undefined}>
      <summary>{t({ id: 'myActs.filter.title', message: 'Filtrlar' })}</summary>
      <form onSubmit={submit} noValidate aria-label={t({ id: 'myActs.filter.form', message: 'Notarial harakatlarni filtrlash' })}>
        <div className="act-filters__grid">
          <FilterField type="date" label={t({ id: 'myActs.filter.dateFrom', message: 'Sanadan' })} value={draft.dateFrom} onChange={set('dateFrom')} />
          <FilterField
            type="date"
            label={t({ id: 'myActs.filter.dateTo', message: 'Sanagacha' })}
            value={draft.dateTo}
            onChange={set('dateTo')}
            error={
              problems.includes('dateOrder') ? t({ id: 'myActs.filter.dateOrder', message: '“Sanagacha” “Sanadan”dan oldin bo‘lmasligi kerak.' }) : undefined
            }
          />
          <FilterField
            label={t({ id: 'myActs.filter.state', message: 'Holati' })}
            value={draft.state}
            onChange={set('state')}
            options={states}
            anyLabel={any}
          />
          <FilterField
            label={t({ id: 'myActs.filter.regnum', message: 'Reestr raqami' })}
            value={draft.regnum}
            onChange={set('regnum')}
            maxLength={30}
            capitals
            error={
              problems.includes('regnum')
                ? t({ id: 'myActs.filter.regnumInvalid', message: 'Reestr raqamida faqat harflar, raqamlar, “-” va “/” bo‘ladi.' })
                : undefined
            }
          />
          <FilterField type="date" label={t({ id: 'myActs.filter.regdate', message: 'Reestr sanasi' })} value={draft.regdate} onChange={set('regdate')} />
          <FilterField type="date" label={t({ id: 'myActs.filter.visitDate', message: 'Qabul sanasi' })} value={draft.visitDate} onChange={set('visitDate')} />
          <FilterField
            type="time"
            label={t({ id: 'myActs.filter.visitTime', message: 'Qabul vaqti (Toshkent vaqti)' })}
            value={draft.visitTime}
            onChange={set('visitTime')}
          />
          <FilterField
            label={t({ id: 'myActs.filter.type', message: 'Harakat turi' })}
            value={draft.type}
            onChange={set('type')}
            options={types}
            anyLabel={any}
          />
          {withPeople ? (
            <>
              <FilterField
                label={t({ id: 'myActs.filter.office', message: 'Notarial idora' })}
                value={draft.office}
                onChange={set('office')}
                options={offices}
                anyLabel={any}
              />
              <FilterField
                label={t({ id: 'myActs.filter.notary', message: 'Notarius' })}
                value={draft.notary}
                onChange={set('notary')}
                options={notariesOf(draft.office)}
                anyLabel={draft.office ? any : t({ id: 'myActs.filter.chooseOffice', message: 'Avval idorani tanlang' })}
                disabled={draft.office === ''}
              />
            </>
          ) : null}
          <FilterField label={t({ id: 'myActs.filter.step', message: 'Bosqich' })} value={draft.step} onChange={set('step')} options={steps} anyLabel={any} />
          <FilterField
            label={t({ id: 'myActs.filter.system', message: 'Tizim' })}
            value={draft.system}
            onChange={set('system')}
            options={systems}
            anyLabel={any}
          />
          <FilterField
            label={t({ id: 'myActs.filter.regtype', message: 'Ro‘yxatga olish turi' })}
            value={draft.regtype}
            onChange={set('regtype')}
            options={regtypes}
            anyLabel={any}
          />
        </div>
        <div className="act-filters__actions">
          <button type="submit" className="button">
            {t({ id: 'myActs.filter.apply', message: 'Qo‘llash' })}
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            {t({ id: 'myActs.filter.reset', message: 'Tozalash' })}
          </button>
        </div>
      </form>
    </details>
  );
}
