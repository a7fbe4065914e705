import { useSearchParams } from 'react-router';
import * as v from 'valibot';

/**
 * A search lives in the address (`?regnum=…&regdate=…`): it survives a reload, a login on the
 * way (spec §2 saves the path with its query as the redirect), the back button, and a QR link
 * can start one. `submitted` is the validated search of the address, or undefined.
 */
export function useSubmittedSearch<TSchema extends v.GenericSchema>(schema: TSchema) {
  const [params, setParams] = useSearchParams();
  const entries: Record<string, string> = Object.fromEntries(params);
  const parsed = params.size > 0 ? v.safeParse(schema, entries) : undefined;
  const submitted: v.InferOutput<TSchema> | undefined = parsed?.success ? parsed.output : undefined;

  /** Puts a search in the address; the same search again runs `again` (a fresh answer). */
  const submit = (values: Readonly<Record<string, string>>, again: () => void) => {
    const next = new URLSearchParams(values);
    if (next.toString() === params.toString()) again();
    else setParams(next);
  };
  return { entries, submitted, submit };
}
