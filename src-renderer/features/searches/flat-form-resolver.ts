import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * The resolver of a form that holds every field of every variant of a contract schema at once
 * (the ban check: each kind of property, each vehicle key). TypeScript cannot see that such flat
 * values fit the variant union, but valibot checks unknown input at run time anyway: the
 * variant reads the fields of the chosen kind and drops the rest.
 */
export function flatFormResolver<TValues extends FieldValues, TOutput>(schema: v.GenericSchema<unknown, TOutput>): Resolver<TValues, unknown, TOutput> {
  return valibotResolver(schema as v.GenericSchema<TValues, TOutput>);
}
