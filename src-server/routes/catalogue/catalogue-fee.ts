import type { FastifyInstance } from 'fastify';
import { calculateFee } from '../../../src-domain/fees/calculate-fee.ts';
import { CATALOGUE_FEE_PATH, CatalogueFeeQuerySchema, type CatalogueFeeResponse } from '../../../src-domain/http/routes/catalogue-fee.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import { amountInWords } from '../../../src-domain/money/number-to-words.ts';
import { notFound } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { baseCalculationValue } from '../../repositories/catalogue-base-value.ts';
import { findServiceRate } from '../../repositories/catalogue-fee.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * `GET /api/catalogue/:id/fee`: the fee calculator of screen 10 as a call, for clients that do
 * not carry the domain rule (the kiosk shell's cache, other portals). The portal's own page
 * computes the same figures locally with the same `calculateFee`.
 */
export function registerCatalogueFee(app: FastifyInstance, deps: RouteDeps): void {
  app.get(CATALOGUE_FEE_PATH, { config: { access: 'public' } }, async (request): Promise<CatalogueFeeResponse> => {
    const { id } = parseInput(IdParamsSchema, request.params, 'params');
    const { value, relationship } = parseInput(CatalogueFeeQuerySchema, request.query, 'query');
    const [service, bcvTiyin] = await Promise.all([findServiceRate(deps.db, id), baseCalculationValue(deps.db)]);
    if (!service) throw notFound(request.url);
    const breakdown = calculateFee({ rate: service.fee, bcvTiyin, actTypeId: service.actTypeId, valueTiyin: value, relationship });
    return {
      serviceId: service.id,
      actTypeId: service.actTypeId,
      bcvTiyin,
      fee: service.fee,
      valueTiyin: value,
      relationship,
      breakdown,
      totalInWords: amountInWords(breakdown.totalTiyin, requestLocale(request)),
    };
  });
}
