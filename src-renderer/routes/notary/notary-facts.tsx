import { useLingui } from '@lingui/react/macro';
import type { NotaryDetailsResponse } from '../../../src-domain/http/routes/notary-details.ts';
import { RatingText } from '../../features/notary-registry/rating-text.tsx';
import { useStatusLabels } from '../../features/notary-registry/status-labels.ts';

/** The headline facts of one notary: rating, today's presence and leave, licence, phone. */
export function NotaryFacts({ notary, officeName }: { notary: NotaryDetailsResponse; officeName: string }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  return (
    <dl className="catalogue-card__facts notary-facts">
      <div>
        <dt>{t({ id: 'notary.card.rating', message: 'Reyting' })}</dt>
        <dd>
          <RatingText rating={notary.rating} count={notary.reviewCount} />
        </dd>
      </div>
      <div>
        <dt>{t({ id: 'notary.card.status', message: 'Holati' })}</dt>
        <dd>{labels.presence(notary)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'notary.card.licence', message: 'Litsenziya' })}</dt>
        <dd>
          {labels.licence[notary.licenceStatus]} · № {notary.licenceNumber}
        </dd>
      </div>
      <div>
        <dt>{t({ id: 'notary.details.office', message: 'Notarial idora' })}</dt>
        <dd>{officeName}</dd>
      </div>
      <div>
        <dt>{t({ id: 'notary.details.phone', message: 'Telefon' })}</dt>
        <dd>{notary.phone}</dd>
      </div>
    </dl>
  );
}
