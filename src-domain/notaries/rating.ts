/** A notary's rating: the mean of its review ratings to two decimals, 0 without reviews (as the seed). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}
