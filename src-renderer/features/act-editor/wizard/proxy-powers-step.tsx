import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import * as v from 'valibot';
import { PROXY_RIGHTS } from '../../../../src-domain/acts/act-extras.ts';
import { forbiddenProxyRights } from '../../../../src-domain/acts/blocking/proxy-powers.ts';
import { ProxySearchQuerySchema, type ProxySearchQuery } from '../../../../src-domain/http/routes/search-proxy.ts';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { REGISTRY_NUMBER_MASK } from '../../../../src-domain/searches/search-text-fields.ts';
import { useValidationMessage } from '../../../shared/use-validation-message.ts';
import { CheckField } from '../../../ui/fields/check-field.tsx';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { BaseProxyCheck } from './base-proxy-check.tsx';
import { useProxyRightLabels } from '../../../shared/proxy-right-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

interface PowersValues {
  rights: string[];
  delegation: boolean;
  subdelegated: boolean;
  baseProxyRegnum: string;
  baseProxyDate: string;
  validFrom: string;
  validUntil: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Power of attorney step "powers" (spec §3 proxy extras, §5 limits): the rights granted as a
 * list of the domain's rights, delegation, a sub-delegation's base power of attorney (checked in
 * the register on demand) and the validity. A right the type may not grant (§5 "11651 may not
 * grant disposal rights …; 105 may not grant sale, gift, pledge or exchange") is marked beside
 * it; ticked anyway, the server refuses the step with the spec's message, as it refuses a base
 * that is not registered, not the applicant's, not passable or shorter than this term.
 */
export function ProxyPowersStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const message = useValidationMessage();
  const labels = useProxyRightLabels();
  const [checked, setChecked] = useState<ProxySearchQuery | undefined>(undefined);
  const { extras } = act;
  const form = useForm<PowersValues>({
    defaultValues: {
      rights: Array.isArray(extras.rights) ? extras.rights.filter((right): right is string => typeof right === 'string') : [],
      delegation: extras.delegation === true,
      subdelegated: text(extras.baseProxyRegnum) !== '',
      baseProxyRegnum: text(extras.baseProxyRegnum),
      baseProxyDate: text(extras.baseProxyDate),
      validFrom: text(extras.validFrom),
      validUntil: text(extras.validUntil),
    },
  });
  const draft = useStepDraft(form, act.uuid, 'powers');
  const wizard = useWizardStep(act, index, draft.saved);
  const subdelegated = useWatch({ control: form.control, name: 'subdelegated' });
  const errorOf = (name: keyof PowersValues) => message(form.formState.errors[name]?.message);
  const rightsError = errorOf('rights');
  const dateHint = t({ id: 'act.wizard.trip.dateHint', message: 'Masalan: 01.07.2027' });

  const submit = form.handleSubmit(({ subdelegated: sub, rights, delegation, baseProxyRegnum, baseProxyDate, validFrom, validUntil }) => {
    const chosen = { rights, delegation, baseProxyRegnum: sub ? baseProxyRegnum : '', baseProxyDate: sub ? baseProxyDate : '', validFrom, validUntil };
    wizard.next('powers', chosen).forEach((found, at) => {
      form.setError(found.path.replace(/^extras\./, '') as Path<PowersValues>, { message: found.message }, { shouldFocus: at === 0 });
    });
  });
  const check = () => {
    const base = v.safeParse(ProxySearchQuerySchema, { regnum: form.getValues('baseProxyRegnum'), regdate: form.getValues('baseProxyDate') });
    if (base.success) setChecked(base.output);
    else for (const found of base.issues) form.setError(found.path?.[0]?.key === 'regdate' ? 'baseProxyDate' : 'baseProxyRegnum', { message: found.message });
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.powers.title', message: 'Beriladigan huquqlar va muddat' })}
      </h2>
      <fieldset className="editor-section" aria-describedby={rightsError ? `${id}-rights-error` : undefined}>
        <legend>{t({ id: 'act.wizard.powers.rights', message: 'Ishonchli vakilga beriladigan huquqlar' })}</legend>
        <ul className="act-wizard__choices">
          {PROXY_RIGHTS.map((right) => {
            const limited = forbiddenProxyRights(act.actTypeId, [right]).length > 0;
            return (
              <li key={right} className="act-wizard__choice">
                <label>
                  <input type="checkbox" value={right} {...form.register('rights')} aria-describedby={limited ? `${id}-${right}-limit` : undefined} />
                  <span>{labels[right]}</span>
                </label>
                {limited && (
                  <span id={`${id}-${right}-limit`} className="act-wizard__hint">
                    {t({ id: 'act.wizard.powers.limited', message: 'Bu turdagi ishonchnoma bilan berilmaydi' })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {rightsError && (
          <p id={`${id}-rights-error`} className="form-field__error" role="alert">
            {rightsError}
          </p>
        )}
      </fieldset>
      <CheckField
        label={t({ id: 'act.wizard.powers.delegation', message: 'Vakil huquqlarni boshqa shaxsga qayta ishonib topshirishi mumkin' })}
        registration={form.register('delegation')}
      />
      <CheckField
        label={t({ id: 'act.wizard.powers.subdelegated', message: 'Bu ishonchnoma menga berilgan ishonchnoma asosida qayta ishonib topshiriladi' })}
        registration={form.register('subdelegated')}
      />
      {subdelegated && (
        <fieldset className="editor-section">
          <legend>{t({ id: 'act.wizard.powers.base', message: 'Asosiy ishonchnoma' })}</legend>
          <MaskedField
            label={t({ id: 'act.wizard.powers.baseRegnum', message: 'Asosiy ishonchnomaning reestr raqami' })}
            required
            mask={REGISTRY_NUMBER_MASK}
            registration={form.register('baseProxyRegnum')}
            onTyped={() => setChecked(undefined)}
            error={errorOf('baseProxyRegnum')}
          />
          <MaskedField
            label={t({ id: 'act.wizard.powers.baseDate', message: 'Asosiy ishonchnoma ro‘yxatga olingan sana' })}
            hint={dateHint}
            mask={MASKS.date}
            registration={form.register('baseProxyDate')}
            onTyped={() => setChecked(undefined)}
            error={errorOf('baseProxyDate')}
          />
          <button type="button" className="button button--secondary" onClick={check}>
            {t({ id: 'act.wizard.powers.check', message: 'Reyestrda tekshirish' })}
          </button>
          <BaseProxyCheck base={checked} />
        </fieldset>
      )}
      <MaskedField
        label={t({ id: 'act.wizard.powers.validFrom', message: 'Amal qilish boshlanishi' })}
        hint={dateHint}
        mask={MASKS.date}
        registration={form.register('validFrom')}
        error={errorOf('validFrom')}
      />
      <MaskedField
        label={t({ id: 'act.wizard.powers.validUntil', message: 'Amal qilish muddati (gacha)' })}
        hint={
          subdelegated
            ? t({ id: 'act.wizard.powers.validUntilBase', message: 'Asosiy ishonchnoma muddatidan oshmasligi kerak. Masalan: 01.07.2027' })
            : dateHint
        }
        required
        mask={MASKS.date}
        registration={form.register('validUntil')}
        error={errorOf('validUntil')}
      />
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
