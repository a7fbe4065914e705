import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { priceFormText, subjectPriceEditSchema, subjectPriceRequired } from '../../../src-domain/acts/editor/subject-price.ts';
import {
  newVehicleForm,
  vehicleAddSchema,
  vehicleLookupQuery,
  type VehicleFormValues,
  type VehicleLookupQuery,
} from '../../../src-domain/acts/editor/vehicle-subject-form.ts';
import type { AddSubjectBody, EditSubjectBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { SEARCH_MASKS } from '../../../src-domain/searches/search-masks.ts';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { useVehicleLookup } from './api/registry-lookups.ts';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { MoneyField } from '../../ui/fields/money-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { RegistrySearch } from './registry-search.tsx';
import { SimplifiedNote } from './simplified-note.tsx';
import { SubjectSnapshot } from './subject-snapshot.tsx';
import { useEditorMessage } from './use-editor-message.ts';
import { useSubjectSubmit } from './use-subject-submit.ts';
import { VehicleFacts } from './vehicle-facts.tsx';
import './act-editor.css';

const BODY_TO_FIELD: Readonly<Record<string, Path<VehicleFormValues>>> = { vehicleId: 'vehicleId', priceTiyin: 'price' };

export interface VehicleSubjectFormProps {
  act: ActDetails;
  /** The subject edited (its price); absent to add a vehicle. */
  initial?: ActSubject | undefined;
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
}

/** The sale price stated in the general info (extras of type 1) is where the vehicle's price starts. */
function statedPrice(act: ActDetails): string {
  const total = act.extras.totalSumTiyin;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? priceFormText(total) : '';
}

/**
 * The add-vehicle form (spec §2 screen 15; §3 Vehicle; §4 wizards 1, 4 "select vehicle (and sale
 * price for a sale)"): find the vehicle in the traffic-safety database by state number or by
 * technical passport (only the caller's own, docs/decisions/0003-blocking-rules-and-registry-lookups.md), see its registry data, owners and
 * restrictions, state the price (currency input, amount in words) and add it to the act.
 */
export function VehicleSubjectForm({ act, initial, onSaved, onCancel }: VehicleSubjectFormProps) {
  const { t } = useLingui();
  const message = useEditorMessage();
  const editing = initial !== undefined;
  const [lookupQuery, setLookupQuery] = useState<VehicleLookupQuery | null>(null);
  const lookup = useVehicleLookup(lookupQuery);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<VehicleFormValues, unknown, AddSubjectBody | EditSubjectBody>({
    defaultValues: editing ? { ...newVehicleForm(), price: priceFormText(initial.priceTiyin) } : newVehicleForm(statedPrice(act)),
    resolver: formResolver(editing ? subjectPriceEditSchema(act.actTypeId) : vehicleAddSchema(act.actTypeId)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's problem at once, also those of the cross-field checks (the document number by
    // its type): the resolver stops a schema's pipe at its first problem otherwise.
    criteriaMode: 'all',
  });
  const by = useWatch({ control, name: 'by' });
  const found = lookup.data;

  useEffect(() => {
    setValue('vehicleId', found ? String(found.id) : '');
    if (found) clearErrors('vehicleId');
  }, [found, setValue, clearErrors]);

  const search = () => {
    const result = vehicleLookupQuery(getValues());
    if (result.success) {
      setLookupQuery(result.output);
      if (lookupQuery && JSON.stringify(lookupQuery) === JSON.stringify(result.output)) void lookup.refetch();
      return;
    }
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path === 'stateNumber' || path === 'techPassportSeries' || path === 'techPassportNumber')
        setError(path, { message: issue.message }, { shouldFocus: true });
    }
  };
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const typed = () => setLookupQuery(null);

  const { save, submit } = useSubjectSubmit({ act, initial, onSaved, setError, bodyToField: BODY_TO_FIELD });

  return (
    <form className="form-panel" noValidate aria-labelledby="vehicle-form-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id="vehicle-form-title" className="editor-form__title">
        {editing
          ? t({ id: 'act.editor.vehicle.editTitle', message: 'Transport vositasi narxi' })
          : t({ id: 'act.editor.vehicle.addTitle', message: 'Transport vositasini qo‘shish' })}
      </h2>
      {!editing && <SimplifiedNote act={act} />}
      {editing ? (
        <SubjectSnapshot subject={initial} />
      ) : (
        <fieldset className="editor-section">
          <legend>{t({ id: 'act.editor.vehicle.lookup', message: 'Transport vositasini reyestrdan topish' })}</legend>
          <ChoiceField
            legend={t({ id: 'act.editor.vehicle.by', message: 'Qidirish usuli' })}
            options={[
              { value: 'number', label: t({ id: 'act.editor.vehicle.by.number', message: 'Davlat raqami bo‘yicha' }) },
              { value: 'passport', label: t({ id: 'act.editor.vehicle.by.passport', message: 'Texnik pasport bo‘yicha' }) },
            ]}
            registration={register('by', { onChange: typed })}
          />
          {by === 'number' ? (
            <MaskedField
              key="stateNumber"
              label={t({ id: 'act.editor.vehicle.stateNumber', message: 'Davlat raqami' })}
              hint={t({ id: 'act.editor.vehicle.stateNumber.hint', message: 'Masalan: 01A777AA' })}
              required
              mask={MASKS.vehicleNumber}
              registration={register('stateNumber')}
              onTyped={typed}
              onKeyDown={searchOnEnter}
              error={message(errors.stateNumber)}
            />
          ) : (
            <div className="form-row">
              <MaskedField
                key="techPassportSeries"
                label={t({ id: 'act.editor.vehicle.techSeries', message: 'Texnik pasport seriyasi' })}
                hint={t({ id: 'act.editor.vehicle.techSeries.hint', message: '5 tagacha lotin harfi, masalan AAF' })}
                required
                mask={SEARCH_MASKS.techPassportSeries}
                registration={register('techPassportSeries')}
                onTyped={typed}
                onKeyDown={searchOnEnter}
                error={message(errors.techPassportSeries)}
              />
              <MaskedField
                key="techPassportNumber"
                label={t({ id: 'act.editor.vehicle.techNumber', message: 'Texnik pasport raqami' })}
                hint={t({ id: 'act.editor.party.docNumber.hint7', message: '7 ta raqam' })}
                required
                mask={SEARCH_MASKS.techPassportNumber}
                registration={register('techPassportNumber')}
                onTyped={typed}
                onKeyDown={searchOnEnter}
                error={message(errors.techPassportNumber)}
              />
            </div>
          )}
          <RegistrySearch
            lookup={lookup}
            onSearch={search}
            found={found && <VehicleFacts vehicle={found} />}
            findFirst={
              errors.vehicleId && !found ? t({ id: 'act.editor.vehicle.findFirst', message: 'Avval transport vositasini reyestrdan toping' }) : undefined
            }
          />
        </fieldset>
      )}
      <MoneyField
        control={control}
        name="price"
        label={t({ id: 'act.editor.vehicle.price', message: 'Narxi, so‘m' })}
        hint={t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' })}
        required={subjectPriceRequired(act.actTypeId)}
        message={message}
      />
      <FormProblem error={save.error} />
      <FormButtons
        busy={save.isPending}
        onCancel={onCancel}
        submitLabel={editing ? undefined : t({ id: 'act.editor.vehicle.add', message: 'Transport vositasini qo‘shish' })}
      />
    </form>
  );
}
