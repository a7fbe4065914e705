import { useLingui } from '@lingui/react/macro';
import { useDictionaryQuery } from '../../../api/dictionaries.ts';
import { useShownLocale } from '../../../shared/use-shown-locale.ts';
import { ReviewStep } from './review-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/** 15035 step "review": the children and the countries as stored. */
export function AccompanyingReviewStep(props: TypeStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const countries = useDictionaryQuery('countries');
  const { act } = props;
  const nameOf = (countryId: number) => countries.data?.items.find((item) => item.id === countryId)?.name[locale] ?? String(countryId);
  const children = act.parties
    .filter((party) => party.role === 'child')
    .map((party) => party.fullName)
    .join(', ');
  const destinations =
    act.extras.allCountries === true
      ? t({ id: 'act.wizard.countries.all', message: 'Barcha davlatlar' })
      : ids(act.extras.destinationCountryIds).map(nameOf).join(', ');
  return (
    <ReviewStep
      {...props}
      title={t({ id: 'act.wizard.accompanyingReview.title', message: 'Arizani tekshiring' })}
      facts={[
        { label: t({ id: 'act.wizard.childrenByPin.list', message: 'Qo‘shilgan bolalar' }), value: children },
        {
          label: t({ id: 'act.wizard.countries.departure', message: 'Chiqish davlati' }),
          value: typeof act.extras.departureCountryId === 'number' ? nameOf(act.extras.departureCountryId) : '',
        },
        { label: t({ id: 'act.wizard.countries.destination', message: 'Boradigan davlat' }), value: destinations },
      ]}
    />
  );
}
