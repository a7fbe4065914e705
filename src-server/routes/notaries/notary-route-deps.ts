import type { AnswerCache } from '../../http/answer-cache.ts';
import type { RouteDeps } from '../route-deps.ts';

/** The registry needs the clock for "working now" and review dates (tests move it). */
export interface NotaryRouteDeps extends RouteDeps {
  now: () => Date;
  /** The public answers kept per query (http/answer-cache.ts). */
  answers: AnswerCache;
}
