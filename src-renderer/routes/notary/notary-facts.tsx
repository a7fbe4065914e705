import { useLingui } from '@lingui/react/macro';
import type { NotaryDetailsResponse } from '../../../src-domain/http/routes/notary-details.ts';
import { formatPhone, phoneHref } from '../../../src-domain/identity/format-phone.ts';
import { NotaryStanding } from '../../features/notary-registry/notary-standing.tsx';
import { useStatusLabels } from '../../features/notary-registry/status-labels.ts';

/** The headline facts of one notary: rating, today's presence and leave, licence, phone. */
export function NotaryFacts({ notary, officeName }: { notary: NotaryDetailsResponse; officeName: string }) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  return (
    <dl className="catalogue-card__facts notary-facts">
      <NotaryStanding notary={notary} />
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
        <dd>{phoneHref(notary.phone) ? <a href={phoneHref(notary.phone)}>{formatPhone(notary.phone)}</a> : notary.phone}</dd>
      </div>
    </dl>
  );
}
