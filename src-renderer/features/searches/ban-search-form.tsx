import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { type BanPropertyKind, type BanSearchQuery, BanSearchQuerySchema, type VehicleKey } from '../../../src-domain/http/routes/search-ban.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { SEARCH_MASKS } from '../../../src-domain/searches/search-masks.ts';
import { flatFormResolver } from './flat-form-resolver.ts';
import { masked } from './masked-input.ts';
import { RequiredNote } from './required-note.tsx';
import { SearchChoice } from './search-choice.tsx';
import './search-form.css';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useValidationMessage } from '../../shared/use-validation-message.ts';

/** Every field of every kind; the contract's variant reads the ones of the chosen kind and key. */
export interface BanFormValues {
  kind: BanPropertyKind;
  by: VehicleKey;
  cadastreNumber?: string;
  stateNumber?: string;
  techPassportSeries?: string;
  techPassportNumber?: string;
  machineryNumber?: string;
}

export interface BanSearchFormProps {
  defaultValues: BanFormValues;
  busy: boolean;
  onSubmit: (query: BanSearchQuery) => void;
}

/**
 * The property ban check (route search_ban): the kind of property, then its registry key, each
 * required field marked with an asterisk (spec §5).
 */
export function BanSearchForm({ defaultValues, busy, onSubmit }: BanSearchFormProps) {
  const { t } = useLingui();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BanFormValues, unknown, BanSearchQuery>({
    defaultValues,
    resolver: flatFormResolver(BanSearchQuerySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const kind = useWatch({ control, name: 'kind' });
  const by = useWatch({ control, name: 'by' });

  return (
    <form className="form-panel" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <SearchChoice
        legend={t({ id: 'search.ban.kind', message: 'Mulk turi' })}
        options={[
          { value: 'real_estate', label: t({ id: 'search.ban.kind.realEstate', message: 'Ko‘chmas mulk' }) },
          { value: 'vehicle', label: t({ id: 'search.ban.kind.vehicle', message: 'Transport vositasi' }) },
          { value: 'agri_machinery', label: t({ id: 'search.ban.kind.machinery', message: 'Qishloq xo‘jaligi texnikasi' }) },
        ]}
        field={register('kind')}
      />
      {kind === 'vehicle' && (
        <SearchChoice
          legend={t({ id: 'search.ban.vehicleBy', message: 'Transport vositasini qidirish' })}
          options={[
            { value: 'number', label: t({ id: 'search.ban.vehicleBy.number', message: 'Davlat raqami bo‘yicha' }) },
            { value: 'passport', label: t({ id: 'search.ban.vehicleBy.passport', message: 'Texnik pasport bo‘yicha' }) },
          ]}
          field={register('by')}
        />
      )}
      <RequiredNote />
      {kind === 'real_estate' && (
        <EditorField
          required
          key="cadastreNumber"
          label={t({ id: 'search.ban.cadastre', message: 'Kadastr raqami' })}
          hint={t({ id: 'search.ban.cadastre.hint', message: 'Masalan: 11:14:04:01:01:1630 (ikki nuqtasiz ham bo‘ladi)' })}
          inputMode="numeric"
          error={message(errors.cadastreNumber?.message)}
          {...masked(register('cadastreNumber'), MASKS.cadastreNumber)}
        />
      )}
      {kind === 'vehicle' && by === 'number' && (
        <EditorField
          required
          key="stateNumber"
          label={t({ id: 'search.ban.stateNumber', message: 'Davlat raqami' })}
          hint={t({ id: 'search.ban.stateNumber.hint', message: 'Masalan: 01A777AA' })}
          autoCapitalize="characters"
          data-keyboard="latin"
          error={message(errors.stateNumber?.message)}
          {...masked(register('stateNumber'), MASKS.vehicleNumber)}
        />
      )}
      {kind === 'vehicle' && by === 'passport' && (
        <div className="form-row">
          <EditorField
            required
            key="techPassportSeries"
            label={t({ id: 'search.ban.techSeries', message: 'Texnik pasport seriyasi' })}
            hint={t({ id: 'search.ban.techSeries.hint', message: 'Masalan: AAF' })}
            autoCapitalize="characters"
            data-keyboard="latin"
            error={message(errors.techPassportSeries?.message)}
            {...masked(register('techPassportSeries'), SEARCH_MASKS.techPassportSeries)}
          />
          <EditorField
            required
            key="techPassportNumber"
            label={t({ id: 'search.ban.techNumber', message: 'Texnik pasport raqami' })}
            hint={t({ id: 'search.ban.techNumber.hint', message: '7 ta raqam' })}
            inputMode="numeric"
            error={message(errors.techPassportNumber?.message)}
            {...masked(register('techPassportNumber'), SEARCH_MASKS.techPassportNumber)}
          />
        </div>
      )}
      {kind === 'agri_machinery' && (
        <EditorField
          required
          key="machineryNumber"
          label={t({ id: 'search.ban.machineryNumber', message: 'Texnikaning ro‘yxat raqami' })}
          hint={t({ id: 'search.ban.machineryNumber.hint', message: 'Masalan: TT 1234' })}
          autoCapitalize="characters"
          data-keyboard="latin"
          error={message(errors.machineryNumber?.message)}
          {...masked(register('machineryNumber'), SEARCH_MASKS.machineryNumber)}
        />
      )}
      <SubmitButton label={t({ id: 'search.ban.submit', message: 'Taqiqlarni tekshirish' })} busy={busy} />
    </form>
  );
}
