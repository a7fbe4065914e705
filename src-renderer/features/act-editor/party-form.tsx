import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { allowedPartyRoles, type PartyRole } from '../../../src-domain/acts/party-roles.ts';
import { documentNumberMask, documentSeriesMask } from '../../../src-domain/acts/editor/document-fields.ts';
import { newParty, partyAddSchema, partyEditSchema, partyFormOf, type PartyFormValues } from '../../../src-domain/acts/editor/party-form.ts';
import { partyDetailGroups } from '../../../src-domain/acts/editor/party-details.ts';
import { RELATIONSHIPS } from '../../../src-domain/fees/relationship.ts';
import type { AddPartyBody, EditPartyBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActParty } from '../../../src-domain/http/routes/acts.ts';
import { documentNumberRule } from '../../../src-domain/identity/document-number.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { useDocumentTypes } from './api/get-dictionaries.ts';
import { useSaveParty } from './api/save-party.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { PARTY_ROLE_LABELS, RELATIONSHIP_LABELS } from './party-labels.ts';
import { PartyDetailsFields } from './party-details-fields.tsx';
import { PersonLookup } from './person-lookup.tsx';
import { showServerFieldErrors } from './server-field-errors.ts';
import { SimplifiedNote } from './simplified-note.tsx';
import { useEditorMessage } from './use-editor-message.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import './act-editor.css';

const FORM_FIELDS: ReadonlySet<string> = new Set([
  'kind',
  'role',
  'pin',
  'inn',
  'docType',
  'docSeries',
  'docNumber',
  'representativePin',
  'participationType',
  'isPayer',
  'relationship',
]);
/** The body's `details.…` paths are the form's own (party-details-form.ts). */
const fieldOf = (path: string): Path<PartyFormValues> | undefined =>
  FORM_FIELDS.has(path) || path.startsWith('details.') ? (path as Path<PartyFormValues>) : undefined;

export interface PartyFormProps {
  act: ActDetails;
  /** The party edited (`PATCH`); absent to add one (`POST`). */
  initial?: ActParty | undefined;
  /** Roles offered; by default those the act type allows (a wizard may narrow them to one). */
  roles?: readonly PartyRole[] | undefined;
  /** Called with the act's new details. */
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
}

/**
 * The add-party form (spec §2 screen 15; §3 Party): an individual or a legal entity (by inn,
 * with the pin and document of its signer). The applicant types the person's pin and document:
 * the civil registry only says whether they match (the name shows, or "not found"), and the
 * server takes the person's document, phone and addresses from the registry for the notary,
 * never showing them to the applicant (docs/security.md "Act details"). Then the representative,
 * participation type (1 meeting the notary, 2 video), payer flag, relationship degree, the role
 * the act type allows (a sign-language interpreter is a party of their own) and the §3 party
 * fields that role has (docs/decisions/0051-party-details.md). The same form edits a party; who the party is (kind,
 * pin, inn, document) does not change then.
 */
export function PartyForm({ act, initial, roles, onSaved, onCancel }: PartyFormProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const message = useEditorMessage();
  const editing = initial !== undefined;
  const save = useSaveParty(act);
  const documentTypes = useDocumentTypes();
  const offered = roles ?? allowedPartyRoles(act.actTypeId);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PartyFormValues, unknown, AddPartyBody | EditPartyBody>({
    defaultValues: initial ? partyFormOf(initial) : { ...newParty(act.actTypeId), role: offered[0] ?? '' },
    resolver: formResolver(editing ? partyEditSchema : partyAddSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's problem at once, also those of the cross-field checks (the document number by
    // its type): the resolver stops a schema's pipe at its first problem otherwise.
    criteriaMode: 'all',
  });
  const [kind, docTypeText, pin, docSeries, docNumber, role, representativePin, hiddenDetails] = useWatch({
    control,
    name: ['kind', 'docType', 'pin', 'docSeries', 'docNumber', 'role', 'representativePin', 'hiddenDetails'],
  });
  const detailGroups = role === '' ? [] : partyDetailGroups({ role, kind, represented: representativePin.trim() !== '' });
  const docType = docTypeText === '' ? null : Number(docTypeText);
  const numberRule = docType === null ? null : documentNumberRule(docType);
  const numberParams: Record<string, number> = numberRule ? { length: numberRule.maxLength, min: numberRule.minLength, max: numberRule.maxLength } : {};

  const submit = (body: AddPartyBody | EditPartyBody) => {
    const options = { onSuccess: (details: ActDetails) => onSaved(details), onError: (error: unknown) => showServerFieldErrors(error, setError, fieldOf) };
    if (initial) save.mutate({ partyId: initial.id, body: body as EditPartyBody }, options);
    else save.mutate({ partyId: null, body: body as AddPartyBody }, options);
  };

  const title = editing
    ? t({ id: 'act.editor.party.editTitle', message: 'Tarafni tahrirlash' })
    : t({ id: 'act.editor.party.addTitle', message: 'Taraf qo‘shish' });
  return (
    <form className="form-panel" noValidate aria-labelledby="party-form-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id="party-form-title" className="editor-form__title">
        {title}
      </h2>
      {!editing && <SimplifiedNote act={act} />}
      <p className="form-note">
        <span aria-hidden="true">* </span>
        {t({ id: 'act.editor.requiredNote', message: 'Yulduzcha bilan belgilangan maydonlarni to‘ldirish majburiy.' })}
      </p>
      {!editing && (
        <ChoiceField
          legend={t({ id: 'act.editor.party.kind', message: 'Taraf' })}
          options={[
            { value: 'individual', label: t({ id: 'act.editor.party.kind.individual', message: 'Jismoniy shaxs' }) },
            { value: 'legal', label: t({ id: 'act.editor.party.kind.legal', message: 'Yuridik shaxs' }) },
          ]}
          registration={register('kind')}
        />
      )}
      <SelectField
        label={t({ id: 'act.editor.party.role', message: 'Harakatdagi roli' })}
        required
        options={offered.map((role) => ({ value: role, label: i18n._(PARTY_ROLE_LABELS[role]) }))}
        control={control}
        name="role"
        error={message(errors.role)}
      />
      {kind === 'legal' && (
        <MaskedField
          label={t({ id: 'act.editor.party.inn', message: 'Tashkilot STIR' })}
          hint={t({ id: 'act.editor.party.inn.hint', message: '9 ta raqam; tashkilot nomi reyestrdan olinadi' })}
          required
          readOnly={editing}
          mask={MASKS.inn}
          registration={register('inn')}
          error={message(errors.inn)}
        />
      )}
      <fieldset className="editor-section">
        <legend>
          {kind === 'legal'
            ? t({ id: 'act.editor.party.signer', message: 'Tashkilot nomidan imzolovchi shaxs' })
            : t({ id: 'act.editor.party.person', message: 'Shaxsni tasdiqlovchi ma’lumotlar' })}
        </legend>
        <MaskedField
          label={t({ id: 'act.editor.party.pin', message: 'JShShIR (shaxsiy identifikatsiya raqami)' })}
          hint={t({ id: 'act.editor.party.pin.hint', message: '14 ta raqam' })}
          required
          readOnly={editing}
          mask={MASKS.pin}
          registration={register('pin')}
          error={message(errors.pin)}
        />
        {!editing && (
          <>
            <SelectField
              label={t({ id: 'act.editor.party.docType', message: 'Hujjat turi' })}
              required
              placeholder={
                documentTypes.isPending
                  ? t({ id: 'act.editor.loading', message: 'Yuklanmoqda…' })
                  : t({ id: 'act.editor.party.docType.choose', message: 'Hujjat turini tanlang' })
              }
              options={(documentTypes.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name[locale] }))}
              control={control}
              name="docType"
              error={
                documentTypes.isError
                  ? t({ id: 'act.editor.party.docType.failed', message: 'Hujjat turlarini yuklab bo‘lmadi, sahifani yangilang' })
                  : message(errors.docType)
              }
            />
            <div className="form-row">
              <MaskedField
                key={`series-${docTypeText}`}
                label={t({ id: 'act.editor.party.docSeries', message: 'Hujjat seriyasi' })}
                hint={t({ id: 'act.editor.party.docSeries.hint', message: 'Lotin harflarida, masalan AD' })}
                required
                mask={documentSeriesMask(docType)}
                registration={register('docSeries')}
                error={message(errors.docSeries)}
              />
              <MaskedField
                key={`number-${docTypeText}`}
                label={t({ id: 'act.editor.party.docNumber', message: 'Hujjat raqami' })}
                hint={
                  numberRule?.minLength === 7 && numberRule.maxLength === 7 ? t({ id: 'act.editor.party.docNumber.hint7', message: '7 ta raqam' }) : undefined
                }
                required
                mask={documentNumberMask(docType)}
                registration={register('docNumber')}
                error={message(errors.docNumber, numberParams)}
              />
            </div>
            <PersonLookup pin={pin} docType={docType} docSeries={docSeries} docNumber={docNumber} />
            <p className="form-field__hint">
              {t({
                id: 'act.editor.party.documentPrivacy',
                message:
                  'Hujjat faqat reyestr bilan solishtiriladi. Shaxsning hujjati, telefoni va manzillari sizga ko‘rsatilmaydi: ularni reyestrdan faqat shaxsning o‘zi va notarius ko‘radi.',
              })}
            </p>
          </>
        )}
      </fieldset>
      <div className="form-row">
        <MaskedField
          label={t({ id: 'act.editor.party.representativePin', message: 'Vakilning JShShIR (vakil orqali qatnashsa)' })}
          mask={MASKS.pin}
          registration={register('representativePin')}
          error={message(errors.representativePin)}
        />
      </div>
      <ChoiceField
        legend={t({ id: 'act.editor.party.participation', message: 'Qatnashish usuli' })}
        options={[
          { value: '1', label: t({ id: 'act.editor.party.participation.meeting', message: 'Notarius huzurida' }) },
          { value: '2', label: t({ id: 'act.editor.party.participation.video', message: 'Videokonferensiya orqali' }) },
        ]}
        registration={register('participationType')}
        error={message(errors.participationType)}
      />
      <div className="form-row">
        <SelectField
          label={t({ id: 'act.editor.party.relationship', message: 'Xaridor yoki ishonch bildiruvchiga qarindoshligi' })}
          hint={t({ id: 'act.editor.party.relationship.hint', message: 'Yaqin qarindoshlar davlat bojini kamroq to‘laydi' })}
          placeholder={t({ id: 'act.editor.party.relationship.unset', message: 'Ko‘rsatilmagan' })}
          options={RELATIONSHIPS.map((value) => ({ value, label: i18n._(RELATIONSHIP_LABELS[value]) }))}
          control={control}
          name="relationship"
          error={message(errors.relationship)}
        />
      </div>
      <CheckField
        label={t({ id: 'act.editor.party.payer', message: 'To‘lovchi' })}
        hint={t({ id: 'act.editor.party.payer.hint', message: 'Notarial harakat uchun shu taraf to‘laydi' })}
        registration={register('isPayer')}
      />
      <PartyDetailsFields actTypeId={act.actTypeId} groups={detailGroups} hidden={hiddenDetails} register={register} control={control} errors={errors} />
      <FormProblem error={save.error} />
      <FormButtons busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
