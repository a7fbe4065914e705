import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { get, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { PROXY_RIGHTS } from '../../../src-domain/acts/act-extras.ts';
import { forbiddenProxyRights } from '../../../src-domain/acts/blocking/proxy-powers.ts';
import type { ActTypeId } from '../../../src-domain/acts/act-types.ts';
import type { PartyFormValues } from '../../../src-domain/acts/editor/party-form.ts';
import { STATE_BODY_BASES, type PartyDetailGroup } from '../../../src-domain/acts/editor/party-details.ts';
import type { AddPartyBody, EditPartyBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { Mask } from '../../../src-domain/masks/mask.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { useDictionaryQuery } from '../../api/dictionaries.ts';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { PARTY_DETAIL_LABELS, STATE_BODY_BASIS_LABELS } from '../../shared/party-detail-labels.ts';
import { useProxyRightLabels } from '../../shared/proxy-right-labels.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { useTranslationLanguageOptions } from './translation-language-options.ts';
import { useEditorMessage } from './use-editor-message.ts';
import type { MessageSource } from '../../ui/fields/field-message.ts';

export interface PartyDetailsFieldsProps {
  actTypeId: ActTypeId;
  /** The groups that apply to the party as the form now describes it (`partyDetailGroups`). */
  groups: readonly PartyDetailGroup[];
  /** Groups stored for the party that the viewer may not read: kept unless typed anew. */
  hidden: readonly PartyDetailGroup[];
  register: UseFormRegister<PartyFormValues>;
  control: Control<PartyFormValues, unknown, AddPartyBody | EditPartyBody>;
  errors: FieldErrors<PartyFormValues>;
}

/** A text field of the details (`details.marriage.office` …). */
type DetailPath = Extract<Path<PartyFormValues>, `details.${string}`>;

/**
 * The §3 party fields that apply to the chosen role and kind (docs/decisions/0051-party-details.md):
 * each group in its own fieldset, dates through the §5 masks — `incompleteDate` for a parent's
 * birth date (XX.05.1990), `dateTime` for a consular or marriage registration, `date` for the
 * proxy document. All are optional; a group once begun is checked whole.
 */
export function PartyDetailsFields({ actTypeId, groups, hidden, register, control, errors }: PartyDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const message = useEditorMessage();
  const locale = useShownLocale();
  const languages = useTranslationLanguageOptions();
  const rightLabels = useProxyRightLabels();
  const countries = useDictionaryQuery('countries', groups.includes('consular'));
  if (groups.length === 0) return null;

  const errorOf = (path: DetailPath) => message(get(errors, path) as MessageSource);
  const text = (path: DetailPath, label: string, maxLength = 500) => (
    <EditorField key={path} label={label} maxLength={maxLength} error={errorOf(path)} {...register(path)} />
  );
  const masked = (path: DetailPath, label: string, mask: Mask, hint?: string) => (
    <MaskedField key={path} label={label} hint={hint} mask={mask} registration={register(path)} error={errorOf(path)} />
  );
  const incompleteHint = t({ id: 'act.editor.partyDetails.incompleteHint', message: 'Noma’lum kun yoki oy o‘rniga XX, masalan XX.05.1990' });
  const dateTimeHint = t({ id: 'act.editor.partyDetails.dateTimeHint', message: 'KK.OO.YYYY SS:DD:SS, masalan 01.06.2015 11:00:00' });
  const section = (group: PartyDetailGroup, children: ReactNode) =>
    groups.includes(group) ? (
      <fieldset key={group} className="editor-section">
        <legend>{i18n._(PARTY_DETAIL_LABELS[group])}</legend>
        {hidden.includes(group) && (
          <p className="form-field__hint">
            {t({
              id: 'act.editor.partyDetails.hidden',
              message: 'Saqlangan ma’lumotlarni faqat shaxsning o‘zi va notarius ko‘radi. Yangisini kiritmasangiz, ular o‘zgarmaydi.',
            })}
          </p>
        )}
        {children}
      </fieldset>
    ) : null;

  return (
    <>
      {section(
        'parents',
        <>
          <div className="form-row">
            {text('details.parents.fatherName', t({ id: 'act.editor.partyDetails.fatherName', message: 'Otasining F.I.Sh.' }))}
            {masked(
              'details.parents.fatherBirthDate',
              t({ id: 'act.editor.partyDetails.fatherBirthDate', message: 'Otasining tug‘ilgan sanasi' }),
              MASKS.incompleteDate,
              incompleteHint,
            )}
          </div>
          <div className="form-row">
            {text('details.parents.motherName', t({ id: 'act.editor.partyDetails.motherName', message: 'Onasining F.I.Sh.' }))}
            {masked(
              'details.parents.motherBirthDate',
              t({ id: 'act.editor.partyDetails.motherBirthDate', message: 'Onasining tug‘ilgan sanasi' }),
              MASKS.incompleteDate,
              incompleteHint,
            )}
          </div>
        </>,
      )}
      {section(
        'translationLanguages',
        <ChoiceField
          type="checkbox"
          legend={t({ id: 'act.editor.partyDetails.languagesLegend', message: 'Tarjimon tarjima qiladigan tillar' })}
          options={languages}
          registration={register('details.translationLanguages')}
          error={errorOf('details.translationLanguages')}
        />,
      )}
      {section(
        'attorneyRights',
        <>
          <ChoiceField
            type="checkbox"
            legend={t({ id: 'act.editor.partyDetails.rightsLegend', message: 'Vakilga beriladigan huquqlar' })}
            hint={
              forbiddenProxyRights(actTypeId, PROXY_RIGHTS).length > 0
                ? t({ id: 'act.editor.partyDetails.rightsLimited', message: 'Bu turdagi ishonchnoma bilan tasarruf etish huquqlari berilmaydi' })
                : undefined
            }
            options={PROXY_RIGHTS.map((right) => ({ value: right, label: rightLabels[right] }))}
            registration={register('details.attorneyRights.rights')}
            error={errorOf('details.attorneyRights.rights')}
          />
          <CheckField
            label={t({ id: 'act.editor.partyDetails.delegation', message: 'Vakil huquqlarni boshqa shaxsga qayta ishonib topshirishi mumkin' })}
            registration={register('details.attorneyRights.delegation')}
          />
        </>,
      )}
      {section(
        'proxyDocument',
        <div className="form-row">
          {text('details.proxyDocument.number', t({ id: 'act.editor.partyDetails.proxyNumber', message: 'Ishonchnoma raqami' }), 50)}
          {masked(
            'details.proxyDocument.date',
            t({ id: 'act.editor.partyDetails.proxyDate', message: 'Ishonchnoma sanasi' }),
            MASKS.date,
            t({ id: 'act.editor.partyDetails.dateHint', message: 'KK.OO.YYYY' }),
          )}
          {text('details.proxyDocument.issuer', t({ id: 'act.editor.partyDetails.proxyIssuer', message: 'Ishonchnomani bergan' }))}
        </div>,
      )}
      {section(
        'stateBody',
        <>
          <ChoiceField
            legend={t({ id: 'act.editor.partyDetails.basis', message: 'Kim nomidan imzolaydi' })}
            options={STATE_BODY_BASES.map((basis) => ({ value: basis, label: i18n._(STATE_BODY_BASIS_LABELS[basis]) }))}
            registration={register('details.stateBody.basis')}
            error={errorOf('details.stateBody.basis')}
          />
          {text('details.stateBody.name', t({ id: 'act.editor.partyDetails.stateBodyName', message: 'Lavozimi yoki davlat organi' }))}
        </>,
      )}
      {section(
        'branch',
        <div className="form-row">
          {text('details.branch.name', t({ id: 'act.editor.partyDetails.branchName', message: 'Filial nomi' }))}
          {text('details.branch.address', t({ id: 'act.editor.partyDetails.branchAddress', message: 'Filial manzili' }))}
        </div>,
      )}
      {section(
        'marriage',
        <div className="form-row">
          {text('details.marriage.certificateNumber', t({ id: 'act.editor.partyDetails.marriageCertificate', message: 'Nikoh guvohnomasi raqami' }), 30)}
          {masked(
            'details.marriage.registeredAt',
            t({ id: 'act.editor.partyDetails.marriageRegisteredAt', message: 'Nikoh qayd etilgan sana va vaqt' }),
            MASKS.dateTime,
            dateTimeHint,
          )}
          {text('details.marriage.office', t({ id: 'act.editor.partyDetails.marriageOffice', message: 'FHDYo organi' }))}
        </div>,
      )}
      {section(
        'consular',
        <div className="form-row">
          <SelectField
            label={t({ id: 'act.editor.partyDetails.country', message: 'Davlat' })}
            placeholder={
              countries.isPending
                ? t({ id: 'act.editor.loading', message: 'Yuklanmoqda…' })
                : t({ id: 'act.editor.partyDetails.country.choose', message: 'Davlatni tanlang' })
            }
            options={(countries.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name[locale] }))}
            control={control}
            name="details.consular.countryId"
            error={
              countries.isError
                ? t({ id: 'act.editor.partyDetails.country.failed', message: 'Davlatlar ro‘yxatini yuklab bo‘lmadi, sahifani yangilang' })
                : errorOf('details.consular.countryId')
            }
          />
          {text('details.consular.consulate', t({ id: 'act.editor.partyDetails.consulate', message: 'Konsullik' }))}
          {masked(
            'details.consular.registeredAt',
            t({ id: 'act.editor.partyDetails.consularRegisteredAt', message: 'Hisobga olingan sana va vaqt' }),
            MASKS.dateTime,
            dateTimeHint,
          )}
        </div>,
      )}
      {section(
        'notSigning',
        <div className="form-row">
          {text('details.notSigning.reason', t({ id: 'act.editor.partyDetails.notSigningReason', message: 'Imzo qo‘ya olmaslik sababi' }))}
          {masked('details.notSigning.signerPin', t({ id: 'act.editor.partyDetails.signerPin', message: 'Uning o‘rniga imzolovchining JShShIR' }), MASKS.pin)}
        </div>,
      )}
    </>
  );
}
