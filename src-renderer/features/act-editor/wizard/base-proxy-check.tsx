import { useLingui } from '@lingui/react/macro';
import type { ProxySearchQuery } from '../../../../src-domain/http/routes/search-proxy.ts';
import { formatCalendarDate } from '../../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../../src-domain/time/parse-date.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { useBaseProxyCheck } from './api-wizard.ts';

const shown = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : iso;
};

/**
 * What the power-of-attorney register says of a sub-delegation's base (spec §5 "a sub-delegated
 * proxy must be notarised and its term may not exceed the base one"): whether it is in force and
 * until when, so the applicant sets a term within it. The server decides when the step is left.
 */
export function BaseProxyCheck({ base }: { base: ProxySearchQuery | undefined }) {
  const { t } = useLingui();
  const found = useBaseProxyCheck(base);
  if (!base) return null;
  if (!found.isSuccess) return <LoadState pending={found.isPending} failed={found.isError} onRetry={() => void found.refetch()} />;
  const result = found.data;
  const until = result.found ? shown(result.validUntil) : '';
  return (
    <p className="notice" role="status">
      {!result.found
        ? t({ id: 'act.wizard.powers.baseNotFound', message: 'Bu raqam va sana bilan ishonchnoma reyestrda topilmadi.' })
        : result.state === 'active'
          ? t({ id: 'act.wizard.powers.baseActive', message: `Asosiy ishonchnoma amalda: ${until} gacha.` })
          : t({ id: 'act.wizard.powers.baseInactive', message: 'Asosiy ishonchnoma amalda emas.' })}
    </p>
  );
}
