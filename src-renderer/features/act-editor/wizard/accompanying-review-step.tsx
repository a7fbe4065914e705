import { useLingui } from '@lingui/react/macro';
import { useDictionaryQuery } from '../../../api/dictionaries.ts';
import { useShownLocale } from '../../../ui/use-shown-locale.ts';
import { ReviewStepForm } from './review-step-form.tsx';
import type { TypeStepProps } from './type-step-props.ts';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/** 15035 step "review": the children and the countries as stored. */
export function AccompanyingReviewStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const countries = useDictionaryQuery('countries');
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });
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
    <ReviewStepForm
      act={act}
      index={index}
      last={last}
      title={t({ id: 'act.wizard.accompanyingReview.title', message: 'Arizani tekshiring' })}
      note={t({ id: 'act.wizard.accompanyingReview.next', message: '“Yakunlash”dan so‘ng harakat sahifasida harakatni notariusga yuboring.' })}
    >
      <dt>{t({ id: 'act.wizard.childrenByPin.list', message: 'Qo‘shilgan bolalar' })}</dt>
      <dd>{children || notStated}</dd>
      <dt>{t({ id: 'act.wizard.countries.departure', message: 'Chiqish davlati' })}</dt>
      <dd>{typeof act.extras.departureCountryId === 'number' ? nameOf(act.extras.departureCountryId) : notStated}</dd>
      <dt>{t({ id: 'act.wizard.countries.destination', message: 'Boradigan davlat' })}</dt>
      <dd>{destinations || notStated}</dd>
    </ReviewStepForm>
  );
}
