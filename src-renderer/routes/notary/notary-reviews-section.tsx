import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useNotaryReviews } from '../../features/notary-registry/api/get-notary-reviews.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ReviewForm } from '../../features/notary-registry/review-form.tsx';
import { ReviewList } from '../../features/notary-registry/review-list.tsx';
import { isAuthenticatedAtom } from '../../state/token.ts';

/** Reviews with paging in `?reviews=`, and the review form for a signed-in visitor. */
export function NotaryReviewsSection({ notaryId }: { notaryId: number }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [params] = useSearchParams();
  const pageText = params.get('reviews');
  const page = pageText && /^\d{1,6}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  const query = useNotaryReviews(notaryId, page);
  const data = query.data;
  return (
    <section aria-labelledby="notary-reviews-title">
      <h2 id="notary-reviews-title">{t({ id: 'notary.reviews.title', message: 'Sharhlar' })}</h2>
      {signedIn ? (
        <ReviewForm notaryId={notaryId} />
      ) : (
        <p>
          <Link to={paths.login.href()}>{t({ id: 'notary.review.login', message: 'Sharh qoldirish uchun tizimga kiring' })}</Link>
        </p>
      )}
      <LoadState pending={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
      {data ? <ReviewList reviews={data.items} /> : null}
      {data ? (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          label={t({ id: 'notary.reviews.pager', message: 'Sharhlar sahifalari' })}
          hrefFor={(next) => (next > 1 ? `?reviews=${next}` : '?')}
        />
      ) : null}
    </section>
  );
}
