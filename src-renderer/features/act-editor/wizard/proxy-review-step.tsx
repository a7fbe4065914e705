import { useLingui } from '@lingui/react/macro';
import { PROXY_RIGHTS } from '../../../../src-domain/acts/act-extras.ts';
import type { ActSubject } from '../../../../src-domain/http/routes/acts.ts';
import { useProxyRightLabels } from '../../../shared/proxy-right-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { ReviewStepForm } from './review-step-form.tsx';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** How the review names a vehicle (make, model, plate) or real estate (cadastre number, address). */
const subjectName = (subject: ActSubject): string =>
  (subject.kind === 'vehicle' ? [subject.data.make, subject.data.model, subject.stateNumber] : [subject.cadastreNumber, subject.data.address])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');

/**
 * Power of attorney step "review": what the wizard stored, before finishing. Finishing opens the
 * act's page, where the attorneys are invited and the act is sent to the notary, which checks
 * every §5 rule again.
 */
export function ProxyReviewStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const labels = useProxyRightLabels();
  const { extras } = act;
  const rights = Array.isArray(extras.rights) ? PROXY_RIGHTS.filter((right) => (extras.rights as unknown[]).includes(right)) : [];
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });
  const attorneys = act.parties
    .filter((party) => party.role === 'attorney')
    .map((party) => party.fullName)
    .join(', ');
  const base = text(extras.baseProxyRegnum);
  const from = text(extras.validFrom);
  const until = text(extras.validUntil);

  return (
    <ReviewStepForm
      act={act}
      index={index}
      last={last}
      title={t({ id: 'act.wizard.proxyReview.title', message: 'Ishonchnomani tekshiring' })}
      note={t({
        id: 'act.wizard.proxyReview.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida ishonchli vakillarni taklif qiling va ishonchnomani notariusga yuboring.',
      })}
    >
      <dt>{t({ id: 'act.wizard.proxyReview.attorneys', message: 'Ishonchli vakillar' })}</dt>
      <dd>{attorneys || notStated}</dd>
      {act.subjects.length > 0 && (
        <>
          <dt>{t({ id: 'act.wizard.proxyReview.subject', message: 'Ishonchnoma obyekti' })}</dt>
          <dd>{act.subjects.map(subjectName).join('; ')}</dd>
        </>
      )}
      <dt>{t({ id: 'act.wizard.proxyReview.rights', message: 'Beriladigan huquqlar' })}</dt>
      <dd>{rights.length > 0 ? rights.map((right) => labels[right]).join(', ') : notStated}</dd>
      <dt>{t({ id: 'act.wizard.proxyReview.delegation', message: 'Qayta ishonib topshirish' })}</dt>
      <dd>
        {extras.delegation === true
          ? t({ id: 'act.wizard.proxyReview.yes', message: 'Mumkin' })
          : t({ id: 'act.wizard.proxyReview.no', message: 'Mumkin emas' })}
      </dd>
      {base !== '' && (
        <>
          <dt>{t({ id: 'act.wizard.proxyReview.base', message: 'Asosiy ishonchnoma' })}</dt>
          <dd>{[base, text(extras.baseProxyDate)].filter(Boolean).join(', ')}</dd>
        </>
      )}
      <dt>{t({ id: 'act.wizard.proxyReview.term', message: 'Amal qilish muddati' })}</dt>
      <dd>{until === '' ? notStated : from === '' ? t({ id: 'act.wizard.proxyReview.until', message: `${until} gacha` }) : `${from} – ${until}`}</dd>
    </ReviewStepForm>
  );
}
