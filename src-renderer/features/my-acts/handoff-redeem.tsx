import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { HANDOFF_QUERY_PARAM, HandoffCodeSchema } from '../../../src-domain/acts/handoff/handoff-code.ts';
import { isApiError } from '../../api/api-error.ts';
import { actDetailsHref } from '../../shared/paths.ts';
import { useValidationMessage } from '../../shared/use-validation-message.ts';
import { FieldError, FieldHead } from '../../ui/form-field.tsx';
import { useRedeemHandoff } from './api/redeem-handoff.ts';

/**
 * "Continue an act started on another device" on my acts (docs/decisions/0044-act-handoff-code.md):
 * the code a terminal or the web showed, typed here, or carried by the QR code's link
 * (`?handoff=`), which fills the field and continues by itself once. The act opens at the step
 * the server keeps. A refused code says why beside the field; what was typed stays.
 */
export function HandoffRedeem({ kiosk }: { kiosk: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-code`;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const fromLink = params.get(HANDOFF_QUERY_PARAM);
  const [code, setCode] = useState(fromLink ?? '');
  const [formatError, setFormatError] = useState<string | undefined>();
  const message = useValidationMessage();
  const redeem = useRedeemHandoff();

  const { mutate } = redeem;
  const submit = useCallback(
    (typed: string) => {
      const parsed = v.safeParse(HandoffCodeSchema, typed);
      if (!parsed.success) {
        setFormatError(message(parsed.issues[0]?.message));
        return;
      }
      setFormatError(undefined);
      mutate(parsed.output, { onSuccess: (act) => void navigate(actDetailsHref(act.uuid, kiosk)) });
    },
    [kiosk, message, mutate, navigate],
  );

  // The QR code's link: continue at once (once: `started`), and take the code out of the address
  // so a reload or the history does not offer a spent code again.
  const started = useRef(false);
  useEffect(() => {
    if (fromLink === null || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(HANDOFF_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
    submit(fromLink);
  }, [fromLink, setParams, submit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  const serverError = isApiError(redeem.error) && redeem.error.kind === 'http' ? redeem.error.message : undefined;
  const error = formatError ?? serverError;
  const hintId = `${inputId}-hint`;
  return (
    <section className="handoff-redeem" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="handoff-redeem__title">
        {t({ id: 'myActs.handoff.title', message: 'Boshqa qurilmada boshlangan arizani davom ettirish' })}
      </h2>
      <form className="handoff-redeem__form" noValidate onSubmit={onSubmit}>
        <div className="form-field">
          <FieldHead
            inputId={inputId}
            label={t({ id: 'myActs.handoff.label', message: 'Davom ettirish kodi' })}
            required
            hint={t({ id: 'myActs.handoff.hint', message: 'Terminal yoki boshqa qurilma ko‘rsatgan 8 belgili kod, masalan ABCD-EFGH' })}
          />
          <input
            id={inputId}
            className="form-field__input handoff-redeem__input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${inputId}-error` : hintId}
            onChange={(event) => setCode(event.target.value)}
          />
          <FieldError inputId={inputId} error={error} />
        </div>
        <button type="submit" className="button" disabled={redeem.isPending} aria-busy={redeem.isPending}>
          {redeem.isPending ? t({ id: 'myActs.handoff.pending', message: 'Tekshirilmoqda…' }) : t({ id: 'myActs.handoff.submit', message: 'Davom ettirish' })}
        </button>
      </form>
    </section>
  );
}
