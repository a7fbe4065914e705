import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * A rating read the same way by eye and by ear: five stars drawn for the eye (hidden from
 * assistive technology), "4.6 of 5" in words for everyone.
 */
export function RatingText({ rating, count }: { rating: number; count?: number }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const filled = Math.round(rating);
  const value = formatDecimal(rating, locale, 1);
  return (
    <span className="notary-rating">
      <span aria-hidden="true" className="notary-rating__stars">
        {'★'.repeat(filled)}
        {'☆'.repeat(5 - filled)}
      </span>{' '}
      <span>{rating > 0 ? t({ id: 'notary.rating.value', message: `5 balldan ${value}` }) : t({ id: 'notary.rating.none', message: 'Baholanmagan' })}</span>
      {count !== undefined ? <span className="notary-rating__count"> · {t({ id: 'notary.rating.count', message: `${count} ta sharh` })}</span> : null}
    </span>
  );
}
