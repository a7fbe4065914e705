import { useLingui } from '@lingui/react/macro';
import type { LeaveStatus, LicenceStatus, NotaryStatusFilter } from '../../../src-domain/http/routes/notary-statuses.ts';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';

/** Localized names of the registry's statuses (spec §3 Notary), shared by filters, cards and details. */
export function useStatusLabels() {
  const { t } = useLingui();
  const licence: Record<LicenceStatus, string> = {
    active: t({ id: 'notary.licence.active', message: 'Litsenziya amalda' }),
    terminated: t({ id: 'notary.licence.terminated', message: 'Litsenziya tugatilgan' }),
    cancelled: t({ id: 'notary.licence.cancelled', message: 'Litsenziya bekor qilingan' }),
  };
  const leave: Record<LeaveStatus, string> = {
    none: t({ id: 'notary.leave.none', message: 'Ishda' }),
    vacation: t({ id: 'notary.leave.vacation', message: 'Ta’tilda' }),
    sick_leave: t({ id: 'notary.leave.sick', message: 'Kasallik ta’tilida' }),
  };
  const statusFilter: Record<NotaryStatusFilter, string> = {
    present: t({ id: 'notary.status.present', message: 'Bugun idorada' }),
    vacation: leave.vacation,
    sick_leave: leave.sick_leave,
  };
  const presence = (notary: Pick<NotarySummary, 'present' | 'leaveStatus'>): string => {
    if (notary.leaveStatus !== 'none') return leave[notary.leaveStatus];
    return notary.present ? statusFilter.present : t({ id: 'notary.status.absent', message: 'Bugun idorada emas' });
  };
  return { licence, leave, statusFilter, presence };
}
