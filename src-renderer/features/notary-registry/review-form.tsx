import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { RATING_VALUES, REVIEW_TEXT_MAX } from '../../../src-domain/http/routes/notary-review.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePostNotaryReview } from './api/post-notary-review.ts';

/**
 * A signed-in visitor's review: a rating (required, spec §5) as a radio group of five stars,
 * optional text, submit. The server's message is shown as it came (the 409 "already reviewed"
 * is localized there); a posted review refreshes the rating and the list by invalidation.
 */
export function ReviewForm({ notaryId }: { notaryId: number }) {
  const { t } = useLingui();
  const ids = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const post = usePostNotaryReview(notaryId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    post.mutate(
      { rating, text },
      {
        onSuccess: () => {
          setRating(null);
          setText('');
        },
      },
    );
  };

  const serverMessage = post.isError
    ? isApiError(post.error) && post.error.message
      ? post.error.message
      : t({ id: 'notary.review.failed', message: 'Sharhni yuborib bo‘lmadi, qayta urinib ko‘ring' })
    : null;
  return (
    <form className="notary-review-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t({ id: 'notary.review.title', message: 'Sharh qoldirish' })}</h3>
      {/* A radiogroup (not a bare fieldset) so "required" and "invalid" are announced with it. */}
      <fieldset
        role="radiogroup"
        aria-labelledby={`${ids}-rating-label`}
        aria-required="true"
        aria-invalid={missingRating}
        aria-describedby={missingRating ? `${ids}-rating-error` : undefined}
      >
        <legend id={`${ids}-rating-label`}>{t({ id: 'notary.review.rating', message: 'Baho (majburiy)' })} *</legend>
        <div className="notary-stars">
          {RATING_VALUES.map((value) => (
            <label key={value} className="notary-stars__star">
              <input
                type="radio"
                name={`${ids}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setMissingRating(false);
                }}
              />
              <span aria-hidden="true">{rating !== null && value <= rating ? '★' : '☆'}</span>
              <span className="visually-hidden">{t({ id: 'notary.review.star', message: `5 balldan ${value}` })}</span>
            </label>
          ))}
        </div>
        {missingRating ? (
          <p id={`${ids}-rating-error`} className="field-error" role="alert">
            {t({ id: 'notary.review.ratingRequired', message: 'Sharh uchun baho qo‘yish majburiy' })}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${ids}-text`}>{t({ id: 'notary.review.text', message: 'Sharh matni' })}</label>
      <textarea id={`${ids}-text`} value={text} maxLength={REVIEW_TEXT_MAX} rows={4} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button" disabled={post.isPending}>
        {t({ id: 'notary.review.submit', message: 'Yuborish' })}
      </button>
      {serverMessage ? (
        <p role="alert" className="notice notice--warning">
          {serverMessage}
        </p>
      ) : null}
      {post.isSuccess ? <p role="status">{t({ id: 'notary.review.posted', message: 'Sharhingiz qabul qilindi. Rahmat!' })}</p> : null}
    </form>
  );
}
