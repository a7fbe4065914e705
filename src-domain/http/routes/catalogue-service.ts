import * as v from 'valibot';
import { CatalogueServiceSummarySchema } from './catalogue.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/** `GET /api/catalogue/:id`: everything screen 10 shows about one service. */
export const CATALOGUE_SERVICE_PATH = '/api/catalogue/:id';
export const catalogueServicePath = (id: number): string => `/api/catalogue/${id}`;

/** A document to bring: how many copies the notary keeps and how many originals to show. */
export const RequiredDocumentSchema = v.object({
  name: LocalizedTextSchema,
  copies: v.number(),
  originals: v.number(),
});
export type RequiredDocument = v.InferOutput<typeof RequiredDocumentSchema>;

export const CatalogueServiceResponseSchema = v.object({
  ...CatalogueServiceSummarySchema.entries,
  group: v.object({ id: v.number(), name: LocalizedTextSchema }),
  bcvTiyin: v.number(),
  descriptionByLaw: LocalizedTextSchema,
  requiredDocuments: v.array(RequiredDocumentSchema),
  participants: v.array(LocalizedTextSchema),
  duration: LocalizedTextSchema,
  result: LocalizedTextSchema,
  conditions: LocalizedTextSchema,
  related: v.array(v.object({ id: v.number(), name: LocalizedTextSchema })),
});
export type CatalogueServiceResponse = v.InferOutput<typeof CatalogueServiceResponseSchema>;
