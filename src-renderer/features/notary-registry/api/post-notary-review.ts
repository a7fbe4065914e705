import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notaryReviewsPath, PostNotaryReviewResponseSchema, type NotaryReviewBodyInput } from '../../../../src-domain/http/routes/notary-review.ts';
import { postJson } from '../../../api/client.ts';

/**
 * `POST /api/notaries/:id/reviews`. Silent: the form shows the server's message itself (the
 * 409 "already reviewed", a 400) instead of a toast. On success the notary's details, its
 * reviews and the registry list are stale (rating and count changed), so all are refetched.
 */
export function usePostNotaryReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotaryReviewBodyInput) => postJson(notaryReviewsPath(id), body, PostNotaryReviewResponseSchema, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notaries'] }),
  });
}
