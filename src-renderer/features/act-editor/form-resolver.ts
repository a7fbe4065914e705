import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * The resolver of an editor form: the domain schema reads the form's text and outputs the request
 * body. The form's value types are written for the inputs (a record of extras texts, the union of
 * both party kinds); valibot checks the unknown input at run time anyway, so the input type is
 * taken as the form's.
 */
export function formResolver<TValues extends FieldValues, TOutput>(schema: v.GenericSchema<unknown, TOutput>): Resolver<TValues, unknown, TOutput> {
  return valibotResolver(schema as v.GenericSchema<TValues, TOutput>);
}
