import { useLingui } from '@lingui/react/macro';
import type { EqueueStatus } from '../../../src-domain/equeue/booking-status.ts';
import type { EqueueTypeId } from '../../../src-domain/equeue/booking-rules.ts';

/** Localized names of the queue's statuses, booking channels and weekdays. */
export function useEqueueLabels() {
  const { t } = useLingui();
  const status: Record<EqueueStatus, string> = {
    upcoming: t({ id: 'equeue.status.upcoming', message: 'Kutilmoqda' }),
    due: t({ id: 'equeue.status.due', message: 'Qabul vaqti keldi' }),
    late: t({ id: 'equeue.status.late', message: 'Kechikildi: umumiy navbatda' }),
    past: t({ id: 'equeue.status.past', message: 'Vaqti o‘tgan' }),
    cancelled: t({ id: 'equeue.status.cancelled', message: 'Bekor qilingan' }),
    served: t({ id: 'equeue.status.served', message: 'Qabul qilingan' }),
    no_show: t({ id: 'equeue.status.noShow', message: 'Kelmadi' }),
  };
  const type: Record<EqueueTypeId, string> = {
    1: t({ id: 'equeue.type.portal', message: 'Portal orqali' }),
    2: t({ id: 'equeue.type.kiosk', message: 'Kiosk orqali' }),
  };
  const weekday = [
    t({ id: 'equeue.day.1', message: 'Dushanba' }),
    t({ id: 'equeue.day.2', message: 'Seshanba' }),
    t({ id: 'equeue.day.3', message: 'Chorshanba' }),
    t({ id: 'equeue.day.4', message: 'Payshanba' }),
    t({ id: 'equeue.day.5', message: 'Juma' }),
    t({ id: 'equeue.day.6', message: 'Shanba' }),
    t({ id: 'equeue.day.7', message: 'Yakshanba' }),
  ];
  const consultation = t({ id: 'equeue.action.none', message: 'Maslahat yoki boshqa masala' });
  return { status, type, weekday: (isoWeekday: number) => weekday[isoWeekday - 1] ?? '', consultation };
}
