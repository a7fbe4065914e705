import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import {
  PRICE_STEP_PAYMENT_METHODS,
  salePriceFormOf,
  salePriceFormSchema,
  withOtherStoredCommon,
  type SalePriceFormValues,
} from '../../../../src-domain/acts/editor/sale-price-form.ts';
import { maskedCardNumber } from '../../../../src-domain/acts/editor/subject-common-fields.ts';
import type { EditSubjectBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { EditorField } from '../../../ui/fields/editor-field.tsx';
import { MoneyField } from '../../../ui/fields/money-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { formResolver } from '../form-resolver.ts';
import { showServerFieldErrors } from '../server-field-errors.ts';
import { useEditorMessage } from '../use-editor-message.ts';
import { useSubjectStep } from './api-wizard.ts';
import { usePaymentMethodLabels } from './payment-method-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

/** A 400's body path → the field that shows it (`price` is the step rule's path too). */
const BODY_TO_FIELD: Readonly<Record<string, Path<SalePriceFormValues>>> = {
  priceTiyin: 'price',
  price: 'price',
  'common.advanceTiyin': 'advance',
  'common.ownFundsTiyin': 'ownFunds',
  'common.creditSumTiyin': 'creditSum',
  'common.creditOrganisation': 'creditOrganisation',
  'common.bank': 'bank',
};

export interface SalePriceStepProps extends TypeStepProps {
  title: string;
  priceLabel: string;
  /** The payment terms (a sale's); a gift states its value only. */
  terms: boolean;
}

/**
 * Sale 1 step "price" (spec §4 "sale price for a sale"; §3 common subject fields: payment
 * method, advance, own funds, credit sum and organisation, bank; §5 currency input with the
 * amount in words), and gift 4 step "value" (the price alone: §9 reckons the duty on it): saved
 * on the vehicle subject, then the step moves on in a second call.
 */
export function SalePriceStep({ act, step, index, last, title, priceLabel, terms }: SalePriceStepProps) {
  const { t } = useLingui();
  const id = useId();
  const message = useEditorMessage();
  const methods = usePaymentMethodLabels();
  const wizard = useWizardStep(act, index);
  const save = useSubjectStep(act, index);
  const vehicle = act.subjects.find((subject) => subject.kind === 'vehicle');
  const form = useForm<SalePriceFormValues, unknown, EditSubjectBody>({
    defaultValues: vehicle ? salePriceFormOf(vehicle) : salePriceFormOf({ priceTiyin: null, data: {} }),
    resolver: formResolver(salePriceFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const draft = useStepDraft(form, act.uuid, step);
  const method = useWatch({ control, name: 'paymentMethod' });
  // A payment by card is set on the act page (its number is asked there); the step keeps it unless another method is chosen.
  const last4 = vehicle?.data['common.paymentMethod'] === 'bank_card' ? vehicle.data['common.cardLast4'] : undefined;
  const storedCard = typeof last4 === 'string' ? maskedCardNumber(last4) : null;
  const hint = t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' });
  const money = (name: 'price' | 'advance' | 'ownFunds' | 'creditSum', label: string, required = false) => (
    <MoneyField control={control} name={name} label={label} hint={hint} required={required} message={message} />
  );

  const submit = (body: EditSubjectBody) => {
    if (!vehicle) return;
    // The promise, not `mutate`'s callbacks: those are dropped once the saved act has moved the page on.
    void save
      .mutateAsync({ subjectId: vehicle.id, body: withOtherStoredCommon(body, vehicle.data) })
      .then(draft.saved, (error: unknown) => showServerFieldErrors(error, setError, (path) => BODY_TO_FIELD[path]));
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title}
      </h2>
      {vehicle ? (
        <>
          <p className="form-note">
            {vehicle.stateNumber} {typeof vehicle.data.make === 'string' ? `— ${vehicle.data.make} ${String(vehicle.data.model ?? '')}` : ''}
          </p>
          {money('price', priceLabel, true)}
          {terms && (
            <>
              <SelectField
                label={t({ id: 'act.wizard.price.method', message: 'To‘lov usuli' })}
                placeholder={t({ id: 'act.wizard.price.method.choose', message: 'Tanlanmagan' })}
                hint={
                  storedCard === null
                    ? undefined
                    : t({ id: 'act.wizard.price.byCard', message: `Bank kartasi bilan to‘lanadi: ${storedCard}. Boshqa usulni tanlasangiz, u almashtiriladi.` })
                }
                options={PRICE_STEP_PAYMENT_METHODS.map((value) => ({ value, label: methods[value] }))}
                control={control}
                name="paymentMethod"
                error={message(formState.errors.paymentMethod)}
              />
              {money('advance', t({ id: 'act.wizard.price.advance', message: 'Oldindan to‘lov (avans), so‘m' }))}
              {money('ownFunds', t({ id: 'act.wizard.price.ownFunds', message: 'Xaridorning o‘z mablag‘i, so‘m' }))}
            </>
          )}
          {method === 'credit' && (
            <>
              {money('creditSum', t({ id: 'act.wizard.price.creditSum', message: 'Kredit summasi, so‘m' }))}
              <EditorField
                label={t({ id: 'act.wizard.price.creditOrganisation', message: 'Kredit beruvchi tashkilot' })}
                maxLength={500}
                {...register('creditOrganisation')}
                error={message(formState.errors.creditOrganisation)}
              />
            </>
          )}
          {method === 'bank_transfer' && (
            <EditorField
              label={t({ id: 'act.wizard.price.bank', message: 'Bank' })}
              maxLength={500}
              {...register('bank')}
              error={message(formState.errors.bank)}
            />
          )}
        </>
      ) : (
        <p className="notice" role="status">
          {t({ id: 'act.wizard.price.noVehicle', message: 'Avval oldingi qadamda transport vositasini tanlang.' })}
        </p>
      )}
      <FormProblem error={save.error ?? wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={save.isPending || wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
