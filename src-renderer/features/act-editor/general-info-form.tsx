import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES, isActTypeId } from '../../../src-domain/acts/act-types.ts';
import {
  generalInfoCreateSchema,
  generalInfoEditSchema,
  generalInfoOf,
  newGeneralInfo,
  type GeneralInfoDefaults,
  type GeneralInfoFormValues,
} from '../../../src-domain/acts/editor/general-info-form.ts';
import type { CreateActBody, PatchActBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { LOCALES } from '../../../src-domain/i18n/locale.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { userAtom } from '../../state/user.ts';
import { useCreateAct } from './api/create-act.ts';
import { usePatchAct } from './api/patch-act.ts';
import { ExtrasFieldList } from './extras-field-list.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { showServerFieldErrors } from './server-field-errors.ts';
import { useEditorMessage } from './use-editor-message.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { NotaryPicker } from '../../shared/notary-picker/notary-picker.tsx';
import './act-editor.css';

// Each language is named in itself (an autonym), so these are never translated.
const AUTONYMS = { oz: 'O‘zbekcha (lotin)', uz: 'Ўзбекча (кирилл)', ru: 'Русский' } as const;

const FORM_FIELDS: ReadonlySet<string> = new Set(['actTypeId', 'simplified', 'regtype', 'language', 'clientPhone', 'notaryChoice', 'notaryId']);

/** A 400 detail's body path → the field that produced it (the names are the same here). */
function fieldOf(path: string): Path<GeneralInfoFormValues> | undefined {
  if (FORM_FIELDS.has(path) || path.startsWith('extras.')) return path as Path<GeneralInfoFormValues>;
  return undefined;
}

export interface GeneralInfoFormProps {
  /** The act whose general info is edited (`PATCH`); absent for a new act (`POST /api/acts`). */
  act?: ActDetails | undefined;
  /** A new act's preset type and simplified flag (the page's `?type=…&simplified=1`). */
  initial?: GeneralInfoDefaults | undefined;
  /** Called with the saved act's details (a new act's uuid is in them). */
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
  /**
   * The first step of a type's wizard (features/act-editor/wizard): the per-type extras are the
   * later steps' business, saving moves the wizard on to its step 1, the button says "next".
   */
  wizard?: boolean;
}

/**
 * In a wizard the extras are the later steps' (this form does not show them): its empty ones,
 * sent back from the general info, would erase what those steps stored.
 */
const withoutExtras = ({ extras: _extras, ...rest }: PatchActBody): PatchActBody => rest;

/**
 * General info of a notarial act (spec §2 screens 13, 15; §3 Notarial act): type, simplified
 * flag, registration type (1 in person, 2 video conference), the act's language, the client's
 * phone, the notary choice (automatic or by hand; a new act only — an existing act changes its
 * notary on the details page) and the simple per-type extras. Validated with the domain schema
 * that ends in the server's own body schema; server field errors are shown at their fields.
 */
export function GeneralInfoForm({ act, initial, onSaved, onCancel, wizard = false }: GeneralInfoFormProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const message = useEditorMessage();
  const user = useAtomValue(userAtom);
  const editing = act !== undefined;
  const create = useCreateAct();
  const patch = usePatchAct(act);
  const mutation = editing ? patch : create;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<GeneralInfoFormValues, unknown, CreateActBody | PatchActBody>({
    defaultValues: act ? generalInfoOf(act) : newGeneralInfo({ language: locale, phone: user?.phone, ...initial }),
    resolver: formResolver<GeneralInfoFormValues, CreateActBody | PatchActBody>(editing ? generalInfoEditSchema : generalInfoCreateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's problem at once, also those of the cross-field checks (the document number by
    // its type): the resolver stops a schema's pipe at its first problem otherwise.
    criteriaMode: 'all',
  });
  const typeText = useWatch({ control, name: 'actTypeId' });
  const simplified = useWatch({ control, name: 'simplified' });
  const notaryChoice = useWatch({ control, name: 'notaryChoice' });
  const type = Number(typeText);

  const submit = (body: CreateActBody | PatchActBody) => {
    const onError = (error: unknown) => showServerFieldErrors(error, setError, fieldOf);
    const onSuccess = (details: ActDetails) => onSaved(details);
    const step = wizard ? { wizardStep: 1 as const } : {};
    if (editing) patch.mutate({ ...(wizard ? withoutExtras(body as PatchActBody) : (body as PatchActBody)), ...step }, { onSuccess, onError });
    else create.mutate({ ...(body as CreateActBody), ...step }, { onSuccess, onError });
  };

  const simplifiedField = register('simplified', { onChange: (event: { target: { checked: boolean } }) => event.target.checked && setValue('regtype', '1') });

  return (
    <form className="form-panel" noValidate aria-labelledby="general-info-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id="general-info-title" className="editor-form__title">
        {t({ id: 'act.editor.general.title', message: 'Umumiy ma’lumotlar' })}
      </h2>
      <p className="form-note">
        <span aria-hidden="true">* </span>
        {t({ id: 'act.editor.requiredNote', message: 'Yulduzcha bilan belgilangan maydonlarni to‘ldirish majburiy.' })}
      </p>
      <SelectField
        label={t({ id: 'act.editor.general.type', message: 'Notarial harakat turi' })}
        required
        disabled={editing || wizard}
        placeholder={t({ id: 'act.editor.general.type.choose', message: 'Turini tanlang' })}
        options={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPE_NAMES[id][locale] }))}
        control={control}
        name="actTypeId"
        onChanged={() => setValue('extras', {})}
        error={message(errors.actTypeId)}
      />
      <CheckField
        label={t({ id: 'act.editor.general.simplified', message: 'Soddalashtirilgan notarial harakat' })}
        hint={t({
          id: 'act.editor.general.simplified.hint',
          message: 'Faqat shaxsan ro‘yxatga olinadi: tomonlar va mulkni notarius idorada hujjatlar asl nusxasidan to‘ldiradi.',
        })}
        registration={simplifiedField}
      />
      <ChoiceField
        legend={t({ id: 'act.editor.general.regtype', message: 'Ro‘yxatga olish usuli' })}
        options={[
          { value: '1', label: t({ id: 'act.editor.general.regtype.inPerson', message: 'Shaxsan, notarius huzurida' }) },
          ...(simplified ? [] : [{ value: '2', label: t({ id: 'act.editor.general.regtype.video', message: 'Videokonferensiya orqali' }) }]),
        ]}
        registration={register('regtype')}
        error={message(errors.regtype)}
      />
      <ChoiceField
        legend={t({ id: 'act.editor.general.language', message: 'Harakat va hujjatlar tili' })}
        options={LOCALES.map((code) => ({ value: code, label: AUTONYMS[code] }))}
        registration={register('language')}
        error={message(errors.language)}
      />
      <MaskedField
        label={t({ id: 'act.editor.general.phone', message: 'Aloqa uchun telefon raqami' })}
        hint={t({ id: 'act.editor.phoneHint', message: 'Masalan: (90) 123 45 67' })}
        required
        mask={MASKS.phone}
        registration={register('clientPhone')}
        error={message(errors.clientPhone)}
      />
      {!editing && (
        <ChoiceField
          legend={t({ id: 'act.editor.general.notaryChoice', message: 'Notariusni tanlash' })}
          options={[
            { value: 'auto', label: t({ id: 'act.editor.general.notaryChoice.auto', message: 'Avtomatik (hududingizdagi notarius)' }) },
            { value: 'manual', label: t({ id: 'act.editor.general.notaryChoice.manual', message: 'O‘zim tanlayman' }) },
          ]}
          registration={register('notaryChoice')}
          error={message(errors.notaryChoice)}
        />
      )}
      {!editing && notaryChoice === 'manual' && (
        <NotaryPicker radioProps={(id) => ({ ...register('notaryId'), value: String(id) })} error={message(errors.notaryId)} />
      )}
      {isActTypeId(type) && !wizard && (
        <ExtrasFieldList key={type} type={type} control={control} register={register} errors={errors.extras} message={message} />
      )}
      <FormProblem error={mutation.error} />
      <FormButtons
        busy={mutation.isPending}
        onCancel={onCancel}
        submitLabel={
          // A simplified act has no wizard (decision 0041): ticking it here creates the act.
          wizard && !simplified
            ? t({ id: 'act.wizard.next', message: 'Keyingi' })
            : editing
              ? undefined
              : t({ id: 'act.editor.general.create', message: 'Harakatni yaratish' })
        }
      />
    </form>
  );
}
