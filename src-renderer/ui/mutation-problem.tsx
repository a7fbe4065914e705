import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../api/api-error.ts';

/**
 * What a failed change says on the page (act details, administration). The API client already told the user about most
 * failures (spec §8 toasts); what it only logs (a 409: the act changed meanwhile, the step does
 * not allow it, a blocking rule) is the server's localized message, shown here.
 */
export function problemText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiError(error)) {
    if (error.handled || error.kind === 'aborted') return undefined;
    if (error.kind === 'http' && error.message.trim()) return error.message;
  }
  return '';
}

export function MutationProblem({ error }: { error: unknown }) {
  const { t } = useLingui();
  const text = problemText(error);
  if (text === undefined) return null;
  return (
    <p role="alert" className="notice notice--warning act-problem">
      {text || t({ id: 'act.problem.unknown', message: 'Amalni bajarib bo‘lmadi. Sahifani yangilab, qayta urinib ko‘ring.' })}
    </p>
  );
}
