import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { PersonLookupQuerySchema, type PersonLookupQuery } from '../../../src-domain/http/routes/registry-lookups.ts';
import { documentNumberSchema } from '../../../src-domain/identity/document-number.ts';
import { PinSchema } from '../../../src-domain/identity/pin.ts';
import { usePersonLookup } from './api/registry-lookups.ts';
import { LookupFailure } from './lookup-failure.tsx';
import { useDebouncedValue } from '../../shared/use-debounced-value.ts';

export interface PersonLookupProps {
  pin: string;
  docType: number | null;
  docSeries: string;
  docNumber: string;
}

/** The lookup's query once pin, series and number are complete for the document type; else null. */
export function personLookupQuery({ pin, docType, docSeries, docNumber }: PersonLookupProps): PersonLookupQuery | null {
  if (docType === null || !v.is(PinSchema, pin) || !v.is(documentNumberSchema(docType), docNumber)) return null;
  const query = v.safeParse(PersonLookupQuerySchema, { pin, docSeries, docNumber });
  return query.success && query.output.docSeries !== '' && query.output.docNumber !== '' ? query.output : null;
}

/**
 * Who the typed pin and document belong to (spec §2 screen 15): as soon as both are complete the
 * civil registry is asked (`GET /api/registry/persons`, the name is given only when pin and
 * document match) and the name is shown, or the registry's "not found". A person recorded
 * deceased is named with the spec §5 warning: the act cannot go on with them.
 */
export function PersonLookup(props: PersonLookupProps) {
  const { t } = useLingui();
  const query = useDebouncedValue(personLookupQuery(props), 400);
  const current = personLookupQuery(props);
  const settled = current !== null && JSON.stringify(current) === JSON.stringify(query);
  const lookup = usePersonLookup(settled ? query : null);
  const name = lookup.data?.fullName ?? '';

  return (
    <div className="editor-lookup" aria-live="polite">
      {current === null && (
        <p className="form-field__hint">
          {t({ id: 'act.editor.person.waiting', message: 'JShShIR, hujjat seriyasi va raqami to‘liq kiritilgach, shaxs reyestrdan tekshiriladi.' })}
        </p>
      )}
      {settled && lookup.isFetching && <p>{t({ id: 'act.editor.lookup.pending', message: 'Reyestrdan qidirilmoqda…' })}</p>}
      {settled && lookup.isError && <LookupFailure error={lookup.error} onRetry={() => void lookup.refetch()} />}
      {settled && lookup.data && (
        <p className="editor-lookup__result">
          {t({ id: 'act.editor.person.found', message: `Reyestrda: ${name}` })}
          {lookup.data.deceased && (
            <>
              <br />
              <strong>
                {t({
                  id: 'act.editor.person.deceased',
                  message: 'Fuqarolik holati reyestrida vafot etgan deb qayd etilgan: bu shaxs bilan harakatni davom ettirib bo‘lmaydi.',
                })}
              </strong>
            </>
          )}
        </p>
      )}
    </div>
  );
}
