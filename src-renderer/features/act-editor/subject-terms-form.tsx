import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { SPOUSE_CONSENT_TYPES } from '../../../src-domain/acts/act-extras.ts';
import {
  isConsentType,
  maskedCardNumber,
  OWNER_TYPES,
  PAYMENT_METHODS,
  type SubjectCommonField,
} from '../../../src-domain/acts/editor/subject-common-fields.ts';
import {
  subjectTermsFieldsShown,
  subjectTermsFormOf,
  subjectTermsFormSchema,
  TERMS_FORM_FIELD,
  type SubjectTermsFormValues,
} from '../../../src-domain/acts/editor/subject-terms-form.ts';
import type { EditSubjectBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { todayInTashkent } from '../../../src-domain/time/tashkent.ts';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { MoneyField } from '../../ui/fields/money-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { OWNER_TYPE_LABELS, PAYMENT_METHOD_LABELS, TERMS_FIELD_LABELS } from './subject-terms-labels.ts';
import { useEditorMessage } from './use-editor-message.ts';
import { useSubjectSubmit } from './use-subject-submit.ts';
import { RegistryChoiceList } from './wizard/registry-choice-list.tsx';
import { useConsentTypeLabels } from './wizard/spouse-consent-labels.ts';
import './act-editor.css';

/** A 400's `common.<field>` path → the form field that shows it. */
const BODY_TO_FIELD: Readonly<Record<string, Path<SubjectTermsFormValues>>> = Object.fromEntries(
  Object.entries(TERMS_FORM_FIELD).map(([field, formField]) => [`common.${field}`, formField]),
);

const MONEY_FIELDS = { advanceTiyin: 'advance', ownFundsTiyin: 'ownFunds', remainingTiyin: 'remaining', creditSumTiyin: 'creditSum' } as const;
const TEXT_FIELDS = {
  ownershipBasis: 500,
  registryNumber: 50,
  creditOrganisation: 500,
  bank: 500,
  bankLetter: 200,
  insuranceCompany: 500,
  policyNumber: 50,
} as const;
const MASKED_FIELDS = {
  registryDate: MASKS.date,
  policyDate: MASKS.date,
  cardNumber: MASKS.cardNumber,
  cardExpiry: MASKS.cardExpiry,
  account: MASKS.bankAccount,
  shareNumerator: MASKS.count,
  shareDenominator: MASKS.count,
} as const;

export interface SubjectTermsFormProps {
  act: ActDetails;
  subject: ActSubject;
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
}

/**
 * A subject's terms on the act page (spec §3 common subject fields; §5 masks for dates, the card
 * number and expiry; currency inputs with the amount in words): only the fields the act's type
 * asks, the card only when paid by card (docs/decisions/0050-subject-common-fields.md). A stored
 * card shows as its last four digits and stays unless another number is typed.
 */
export function SubjectTermsForm({ act, subject, onSaved, onCancel }: SubjectTermsFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const message = useEditorMessage();
  const consentLabels = useConsentTypeLabels();
  const schema = useMemo(() => subjectTermsFormSchema(act.actTypeId, todayInTashkent()), [act.actTypeId]);
  const { register, control, handleSubmit, setError, formState } = useForm<SubjectTermsFormValues, unknown, EditSubjectBody>({
    defaultValues: subjectTermsFormOf(subject.data),
    resolver: formResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { save, submit } = useSubjectSubmit({ act, initial: subject, onSaved, setError, bodyToField: BODY_TO_FIELD });
  const method = useWatch({ control, name: 'paymentMethod' });
  const storedLast4 = subject.data['common.cardLast4'];
  const label = (field: SubjectCommonField) => i18n._(TERMS_FIELD_LABELS[field]);
  const errorOf = (field: SubjectCommonField) => message(formState.errors[TERMS_FORM_FIELD[field]]);
  const hint = t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' });

  const fieldOf = (field: SubjectCommonField): ReactNode => {
    if (field in MONEY_FIELDS) {
      const name = MONEY_FIELDS[field as keyof typeof MONEY_FIELDS];
      return <MoneyField key={field} control={control} name={name} label={label(field)} hint={hint} message={message} />;
    }
    if (field in TEXT_FIELDS) {
      const name = field as keyof typeof TEXT_FIELDS;
      return <EditorField key={field} label={label(field)} maxLength={TEXT_FIELDS[name]} {...register(name)} error={errorOf(field)} />;
    }
    if (field in MASKED_FIELDS) {
      const name = field as keyof typeof MASKED_FIELDS;
      const card = typeof storedLast4 === 'string' ? maskedCardNumber(storedLast4) : null;
      const stored =
        name === 'cardNumber' && card !== null
          ? t({ id: 'act.terms.cardStored', message: `Saqlangan karta: ${card}. Boshqa karta bo‘lsa, raqamini kiriting.` })
          : undefined;
      return (
        <MaskedField
          key={field}
          mask={MASKED_FIELDS[name]}
          label={label(field)}
          hint={stored}
          registration={register(TERMS_FORM_FIELD[name])}
          error={errorOf(field)}
        />
      );
    }
    if (field === 'ownerType' || field === 'paymentMethod' || field === 'shareRecipientPartyId') {
      const options =
        field === 'ownerType'
          ? OWNER_TYPES.map((value) => ({ value, label: i18n._(OWNER_TYPE_LABELS[value]) }))
          : field === 'paymentMethod'
            ? PAYMENT_METHODS.map((value) => ({ value, label: i18n._(PAYMENT_METHOD_LABELS[value]) }))
            : act.parties.map((party) => ({ value: String(party.id), label: party.fullName }));
      return (
        <SelectField
          key={field}
          label={label(field)}
          placeholder={t({ id: 'act.wizard.price.method.choose', message: 'Tanlanmagan' })}
          options={options}
          control={control}
          name={TERMS_FORM_FIELD[field]}
          error={errorOf(field)}
        />
      );
    }
    return (
      <Controller
        key={field}
        control={control}
        name="consentTypes"
        render={({ field: types }) => (
          <RegistryChoiceList
            legend={label('consentTypes')}
            choices={SPOUSE_CONSENT_TYPES.map((type) => ({ key: type, label: consentLabels[type], checked: types.value.includes(type) }))}
            busy={false}
            error={errorOf('consentTypes')}
            onToggle={(key, on) => {
              if (isConsentType(key)) types.onChange(on ? [...types.value, key] : types.value.filter((other) => other !== key));
            }}
          />
        )}
      />
    );
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.terms.title', message: 'Mulk shartlari' })}
      </h2>
      {subjectTermsFieldsShown(act.actTypeId, method).map(fieldOf)}
      <FormProblem error={save.error} />
      <FormButtons busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
