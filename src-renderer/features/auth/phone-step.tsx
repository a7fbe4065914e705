import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PHONE_CODE_LENGTH, PhoneCodeSchema } from '../../../src-domain/auth/contact-phone.ts';
import { ContactPhoneBodySchema, type ContactPhoneBody } from '../../../src-domain/http/routes/contact-phone.ts';
import { formatPhone } from '../../../src-domain/identity/format-phone.ts';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { isApiError } from '../../api/api-error.ts';
import { phoneField } from '../../shared/phone-field.ts';
import { useValidationMessage } from '../../shared/use-validation-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { confirmContactPhone, offerContactPhone } from './api/contact-phone.ts';
import { LoginField } from './login-field.tsx';

const CodeFormSchema = v.object({ code: PhoneCodeSchema });
type CodeForm = v.InferInput<typeof CodeFormSchema>;

export interface PhoneStepProps {
  /**
   * The person's own number to keep, known only now that the face check said who they are: their
   * contact phone, else the civil registry's (docs/decisions/0058-contact-phone-at-login.md).
   */
  initialPhone: string | null;
  /** The number is the contact phone now (kept, or confirmed by its code). */
  onDone: (phone: string) => void;
}

/** The server's refusal as the person reads it; anything unexpected as the generic failure. */
function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The login form's phone (spec §5 "Phone required, 9 digits", mask `(99) 999 99 99`), asked once
 * the face check established who is logging in, prefilled with their own number. A new number is
 * confirmed by the code an SMS brings to it before it becomes the contact phone. On a kiosk both
 * fields take the numeric on-screen keyboard. Nothing typed is lost on a refusal: the number stays
 * when going back from the code, the code stays under its error.
 */
export function PhoneStep({ initialPhone, onDone }: PhoneStepProps) {
  const { t } = useLingui();
  const message = useValidationMessage();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);

  const phoneForm = useForm<ContactPhoneBody, unknown, v.InferOutput<typeof ContactPhoneBodySchema>>({
    defaultValues: { phone: initialPhone ? applyMask(MASKS.phone, initialPhone) : '' },
    resolver: valibotResolver(ContactPhoneBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const codeForm = useForm<CodeForm, unknown, v.InferOutput<typeof CodeFormSchema>>({
    defaultValues: { code: '' },
    resolver: valibotResolver(CodeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { setFocus: focusCode } = codeForm;
  const { setFocus: focusPhone } = phoneForm;
  const heading = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(false);
  // The step is announced where it starts (the heading: focusing a field would open the kiosk's
  // keyboard over the button a returning person only has to press); each stage then takes focus
  // to its field.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (sentTo !== null) {
      wasSent.current = true;
      focusCode('code');
    } else if (wasSent.current) focusPhone('phone');
  }, [sentTo, focusCode, focusPhone]);

  const fallback = t({ id: 'login.phone.failed', message: 'Raqamni saqlab bo‘lmadi. Qayta urinib ko‘ring.' });
  const run = async <T,>(call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> => {
    attempt.current?.abort();
    const controller = new AbortController();
    attempt.current = controller;
    setBusy(true);
    setFailure(null);
    try {
      return await call(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) setFailure(refusalText(error, fallback));
      return undefined;
    } finally {
      if (attempt.current === controller) setBusy(false);
    }
  };

  const offer = async (phone: string, again: boolean) => {
    const answer = await run((signal) => offerContactPhone(phone, signal));
    if (!answer) return;
    if (answer.status === 'confirmed') return onDone(answer.phone);
    setResent(again);
    setSentTo(answer.phone);
  };

  const confirm = async (code: string) => {
    if (sentTo === null) return;
    const answer = await run((signal) => confirmContactPhone(sentTo, code, signal));
    if (answer) onDone(answer.phone);
  };

  const clearFailure = () => setFailure(null);
  const codeRegistration = codeForm.register('code');
  const codeProps = {
    ...codeRegistration,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH);
      if (value !== event.target.value) event.target.value = value;
      clearFailure();
      await codeRegistration.onChange(event);
    },
  };
  const phoneProps = phoneField(phoneForm.register('phone'));
  const phoneInput = {
    ...phoneProps,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      clearFailure();
      await phoneProps.onChange(event);
    },
  };
  /** The number the code went to, as the portal writes phones (+998 93 555-00-11). */
  const number = sentTo === null ? '' : formatPhone(sentTo);
  const submitLabel = (idle: string) => (
    <>
      {busy && <Spinner />}
      {busy ? t({ id: 'login.phone.busy', message: 'Yuborilmoqda…' }) : idle}
    </>
  );

  return (
    <section className="phone-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="phone-step__title">
        {t({ id: 'login.phone.title', message: 'Telefon raqamingiz' })}
      </h2>
      <p className="phone-step__text">
        {t({ id: 'login.phone.text', message: 'Xabarnomalar shu raqamga SMS orqali yuboriladi. Raqamingizni boshqa hech kim ko‘rmaydi.' })}
      </p>
      {sentTo === null ? (
        <form className="login-form" noValidate onSubmit={(event) => void phoneForm.handleSubmit(({ phone }) => offer(phone, false))(event)}>
          <LoginField
            label={t({ id: 'login.phone.label', message: 'Telefon raqami' })}
            hint={t({ id: 'login.phone.hint', message: 'Masalan: (90) 123 45 67' })}
            error={message(phoneForm.formState.errors.phone?.message) ?? failure ?? undefined}
            {...phoneInput}
          />
          <button type="submit" className="button login-form__submit" disabled={busy} aria-busy={busy}>
            {submitLabel(t({ id: 'login.phone.submit', message: 'Davom etish' }))}
          </button>
        </form>
      ) : (
        <form className="login-form" noValidate onSubmit={(event) => void codeForm.handleSubmit(({ code }) => confirm(code))(event)}>
          <p className="phone-step__sent" role="status">
            {resent
              ? t({ id: 'login.phone.resent', message: `Yangi kod ${number} raqamiga yuborildi.` })
              : t({ id: 'login.phone.sent', message: `Tasdiqlash kodi ${number} raqamiga SMS orqali yuborildi.` })}
          </p>
          <LoginField
            label={t({ id: 'login.phone.code.label', message: 'SMS dagi kod' })}
            hint={t({ id: 'login.phone.code.hint', message: '6 ta raqam' })}
            inputMode="numeric"
            maxLength={PHONE_CODE_LENGTH}
            data-keyboard="numeric"
            error={message(codeForm.formState.errors.code?.message) ?? failure ?? undefined}
            {...codeProps}
          />
          <button type="submit" className="button login-form__submit" disabled={busy} aria-busy={busy}>
            {submitLabel(t({ id: 'login.phone.code.submit', message: 'Tasdiqlash' }))}
          </button>
          <div className="phone-step__actions">
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void offer(sentTo, true)}>
              {t({ id: 'login.phone.code.resend', message: 'Kodni qayta yuborish' })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                clearFailure();
                setSentTo(null);
              }}
            >
              {t({ id: 'login.phone.change', message: 'Boshqa raqam kiritish' })}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
