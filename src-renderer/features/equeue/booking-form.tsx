import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ACT_TYPE_IDS, ACT_TYPE_NAMES, type ActTypeId, isActTypeId } from '../../../src-domain/acts/act-types.ts';
import {
  EQUEUE_DESCRIPTION_MAX,
  EQUEUE_EMAIL_MAX,
  type EqueueContact,
  type EqueueContactInput,
  EqueueContactSchema,
} from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { isValidationMessageKey, validationMessage } from '../../../src-domain/validation/messages.ts';
import { useEqueueLabels } from './equeue-labels.ts';
import { phoneField } from '../../shared/phone-field.ts';

export interface BookingChoice {
  contact: EqueueContact;
  notaryaction: ActTypeId | null;
}

export interface BookingFormProps {
  locale: Locale;
  busy: boolean;
  /** The server's refusal, already localized (the slot was just taken …). */
  failure: string | null;
  /** The summary and the lateness rule, shown right above the confirm button. */
  summary: ReactNode;
  onConfirm: (choice: BookingChoice) => void;
}

/**
 * Step 4: the optional contact data and what the visit is for (spec §3 Equeue phone, email,
 * description, notaryaction), then the confirmation. Checked by the same schema as the server.
 */
export function BookingForm({ locale, busy, failure, summary, onConfirm }: BookingFormProps) {
  const { t } = useLingui();
  const ids = useId();
  const labels = useEqueueLabels();
  const [action, setAction] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EqueueContactInput, unknown, EqueueContact>({
    defaultValues: { phone: '', email: '', description: '' },
    resolver: valibotResolver(EqueueContactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const message = (key: string | undefined) => (key ? validationMessage(isValidationMessageKey(key) ? key : 'error_invalid_value', locale) : undefined);
  const phoneError = message(errors.phone?.message);
  const emailError = message(errors.email?.message);
  const descriptionError = message(errors.description?.message);
  const submit = (contact: EqueueContact) => {
    const code = Number(action);
    onConfirm({ contact, notaryaction: isActTypeId(code) ? code : null });
  };

  return (
    <form className="equeue-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>{t({ id: 'equeue.form.title', message: 'Qo‘shimcha ma’lumotlar (ixtiyoriy)' })}</h4>
      <div className="equeue-field">
        <label htmlFor={`${ids}-action`}>{t({ id: 'equeue.field.notaryaction', message: 'Notarial harakat' })}</label>
        <select id={`${ids}-action`} className="equeue-input" value={action} onChange={(event) => setAction(event.target.value)}>
          <option value="">{labels.consultation}</option>
          {ACT_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {ACT_TYPE_NAMES[id][locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="equeue-field">
        <label htmlFor={`${ids}-phone`}>{t({ id: 'equeue.field.phone', message: 'Telefon raqami' })}</label>
        <p id={`${ids}-phone-hint`} className="equeue-hint">
          {t({ id: 'equeue.field.phone.hint', message: 'Masalan: (90) 123 45 67' })}
        </p>
        <input
          id={`${ids}-phone`}
          className="equeue-input"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={[`${ids}-phone-hint`, phoneError ? `${ids}-phone-error` : ''].filter(Boolean).join(' ')}
          {...phoneField(register('phone'))}
        />
        {phoneError ? (
          <p id={`${ids}-phone-error`} className="equeue-error">
            {phoneError}
          </p>
        ) : null}
      </div>
      <div className="equeue-field">
        <label htmlFor={`${ids}-email`}>{t({ id: 'equeue.field.email', message: 'Elektron pochta' })}</label>
        <input
          id={`${ids}-email`}
          className="equeue-input"
          type="email"
          autoComplete="email"
          data-keyboard="latin"
          maxLength={EQUEUE_EMAIL_MAX}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids}-email-error` : undefined}
          {...register('email')}
        />
        {emailError ? (
          <p id={`${ids}-email-error`} className="equeue-error">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="equeue-field">
        <label htmlFor={`${ids}-description`}>{t({ id: 'equeue.field.description', message: 'Izoh' })}</label>
        <textarea
          id={`${ids}-description`}
          className="equeue-input"
          rows={3}
          maxLength={EQUEUE_DESCRIPTION_MAX}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${ids}-description-error` : undefined}
          {...register('description')}
        />
        {descriptionError ? (
          <p id={`${ids}-description-error`} className="equeue-error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      {summary}
      {failure ? (
        <p className="notice notice--warning" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button equeue-confirm" disabled={busy}>
        {busy ? t({ id: 'equeue.form.busy', message: 'Yuborilmoqda…' }) : t({ id: 'equeue.form.confirm', message: 'Navbatga yozilishni tasdiqlash' })}
      </button>
    </form>
  );
}
