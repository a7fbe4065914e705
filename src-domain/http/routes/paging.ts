import * as v from 'valibot';
import { PositiveIntegerTextSchema } from './query-values.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=` (1-based); absent means the first page. */
export const PageQuerySchema = v.optional(PositiveIntegerTextSchema, '1');

/** `?pageSize=`: 1–100, absent means 20. */
export const PageSizeQuerySchema = v.optional(v.pipe(PositiveIntegerTextSchema, v.maxValue(MAX_PAGE_SIZE, 'error_invalid_value')), String(DEFAULT_PAGE_SIZE));

/** The envelope of every paged list: the items of one page and the size of the whole result. */
export function pagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  });
}
