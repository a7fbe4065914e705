import { useLingui } from '@lingui/react/macro';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import { RatingText } from './rating-text.tsx';
import { useStatusLabels } from './status-labels.ts';

interface NotaryStandingProps {
  notary: Pick<NotarySummary, 'rating' | 'reviewCount' | 'present' | 'leaveStatus'>;
}

/**
 * The first two facts of a notary wherever the registry shows one (card and details page):
 * rating with its review count, then today's presence. Rows of the caller's `<dl>`.
 */
export function NotaryStanding({ notary }: NotaryStandingProps) {
  const { t } = useLingui();
  const labels = useStatusLabels();
  return (
    <>
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
    </>
  );
}
