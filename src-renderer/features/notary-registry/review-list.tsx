import { useLingui } from '@lingui/react/macro';
import type { NotaryReview } from '../../../src-domain/http/routes/notary-details.ts';
import { formatDate } from '../../../src-domain/time/format-date.ts';
import { RatingText } from './rating-text.tsx';

/** The reviews of one page, newest first, or the spec §8 "no reviews" message. */
export function ReviewList({ reviews }: { reviews: readonly NotaryReview[] }) {
  const { t } = useLingui();
  if (reviews.length === 0) return <p className="notice">{t({ id: 'notary.reviews.none', message: 'Hali sharhlar yo‘q' })}</p>;
  return (
    <ul className="notary-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="notary-review">
          <p className="notary-review__head">
            <strong>{review.author}</strong> · <time dateTime={review.createdAt}>{formatDate(new Date(review.createdAt))}</time>
          </p>
          <p>
            <RatingText rating={review.rating} />
          </p>
          {review.text ? <p>{review.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
