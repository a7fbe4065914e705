import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import {
  newRealEstateForm,
  realEstateAddSchema,
  realEstateLookupQuery,
  type RealEstateFormValues,
} from '../../../src-domain/acts/editor/real-estate-subject-form.ts';
import { priceFormText, subjectPriceEditSchema, subjectPriceRequired } from '../../../src-domain/acts/editor/subject-price.ts';
import type { AddSubjectBody, EditSubjectBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import type { RealEstateLookupQuery } from '../../../src-domain/http/routes/registry-lookups.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { useRealEstateLookup } from './api/registry-lookups.ts';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { MoneyField } from '../../ui/fields/money-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { RegistrySearch } from './registry-search.tsx';
import { RealEstateFacts } from './real-estate-facts.tsx';
import { SimplifiedNote } from './simplified-note.tsx';
import { SubjectSnapshot } from './subject-snapshot.tsx';
import { useEditorMessage } from './use-editor-message.ts';
import { useSubjectSubmit } from './use-subject-submit.ts';
import './act-editor.css';

const BODY_TO_FIELD: Readonly<Record<string, Path<RealEstateFormValues>>> = { realEstateId: 'realEstateId', priceTiyin: 'price' };

export interface RealEstateSubjectFormProps {
  act: ActDetails;
  /** The subject edited (its price); absent to add real estate. */
  initial?: ActSubject | undefined;
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
}

/**
 * The add-real-estate form (spec §2 screen 15; §3 Real estate): find the object in the cadastre by
 * its number (11:14:04:01:01:1630; on a kiosk's number pad it may be typed without the colons),
 * see its address, areas, rooms and owners, state a price, add it to the act.
 */
export function RealEstateSubjectForm({ act, initial, onSaved, onCancel }: RealEstateSubjectFormProps) {
  const { t } = useLingui();
  const message = useEditorMessage();
  const editing = initial !== undefined;
  const [lookupQuery, setLookupQuery] = useState<RealEstateLookupQuery | null>(null);
  const lookup = useRealEstateLookup(lookupQuery);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<RealEstateFormValues, unknown, AddSubjectBody | EditSubjectBody>({
    defaultValues: editing ? { ...newRealEstateForm(), price: priceFormText(initial.priceTiyin) } : newRealEstateForm(),
    resolver: formResolver(editing ? subjectPriceEditSchema(act.actTypeId) : realEstateAddSchema(act.actTypeId)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's problem at once, also those of the cross-field checks (the document number by
    // its type): the resolver stops a schema's pipe at its first problem otherwise.
    criteriaMode: 'all',
  });
  const found = lookup.data;

  useEffect(() => {
    setValue('realEstateId', found ? String(found.id) : '');
    if (found) clearErrors('realEstateId');
  }, [found, setValue, clearErrors]);

  const search = () => {
    const result = realEstateLookupQuery(getValues('cadastre'));
    if (!result.success) {
      setError('cadastre', { message: result.issues[0].message }, { shouldFocus: true });
      return;
    }
    setLookupQuery(result.output);
    if (lookupQuery && lookupQuery.cadastre === result.output.cadastre) void lookup.refetch();
  };
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const { save, submit } = useSubjectSubmit({ act, initial, onSaved, setError, bodyToField: BODY_TO_FIELD });

  return (
    <form className="form-panel" noValidate aria-labelledby="real-estate-form-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id="real-estate-form-title" className="editor-form__title">
        {editing
          ? t({ id: 'act.editor.realEstate.editTitle', message: 'Ko‘chmas mulk narxi' })
          : t({ id: 'act.editor.realEstate.addTitle', message: 'Ko‘chmas mulkni qo‘shish' })}
      </h2>
      {!editing && <SimplifiedNote act={act} />}
      {editing ? (
        <SubjectSnapshot subject={initial} />
      ) : (
        <fieldset className="editor-section">
          <legend>{t({ id: 'act.editor.realEstate.lookup', message: 'Ko‘chmas mulkni kadastrdan topish' })}</legend>
          <MaskedField
            label={t({ id: 'act.editor.realEstate.cadastre', message: 'Kadastr raqami' })}
            hint={t({ id: 'act.editor.realEstate.cadastre.hint', message: 'Masalan: 11:14:04:01:01:1630 (ikki nuqtasiz ham bo‘ladi)' })}
            required
            mask={MASKS.cadastreNumber}
            registration={register('cadastre')}
            onTyped={() => setLookupQuery(null)}
            onKeyDown={searchOnEnter}
            error={message(errors.cadastre)}
          />
          <RegistrySearch
            lookup={lookup}
            onSearch={search}
            found={found && <RealEstateFacts estate={found} />}
            findFirst={
              errors.realEstateId && !found ? t({ id: 'act.editor.realEstate.findFirst', message: 'Avval ko‘chmas mulkni kadastrdan toping' }) : undefined
            }
          />
        </fieldset>
      )}
      <MoneyField
        control={control}
        name="price"
        label={t({ id: 'act.editor.realEstate.price', message: 'Narxi (qiymati), so‘m' })}
        hint={t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' })}
        required={subjectPriceRequired(act.actTypeId)}
        message={message}
      />
      <FormProblem error={save.error} />
      <FormButtons
        busy={save.isPending}
        onCancel={onCancel}
        submitLabel={editing ? undefined : t({ id: 'act.editor.realEstate.add', message: 'Ko‘chmas mulkni qo‘shish' })}
      />
    </form>
  );
}
