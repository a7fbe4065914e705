import { useLingui } from '@lingui/react/macro';
import { APPOINTMENT_LATENESS_LIMIT_MIN } from '../../../src-domain/constants.ts';
import { generalQueueFrom } from '../../../src-domain/equeue/lateness.ts';
import { tashkentTime } from './equeue-time.ts';

/**
 * Spec §9: "a citizen more than 15 minutes late is served in the general queue; times are in
 * Tashkent time". Said with the booking's own times when there is one.
 */
export function LatenessNote({ start }: { start?: Date | undefined }) {
  const { t } = useLingui();
  const limit = APPOINTMENT_LATENESS_LIMIT_MIN;
  if (!start) {
    return (
      <p className="equeue-lateness">
        {t({
          id: 'equeue.lateness.rule',
          message: `Qabul vaqtidan ${limit} daqiqadan ortiq kechikkan fuqaroga umumiy navbatda xizmat ko‘rsatiladi. Barcha vaqtlar Toshkent vaqti bo‘yicha.`,
        })}
      </p>
    );
  }
  const time = tashkentTime(start);
  const until = tashkentTime(generalQueueFrom(start));
  return (
    <p className="equeue-lateness">
      {t({
        id: 'equeue.lateness.booking',
        message: `Qabul vaqti ${time} (Toshkent vaqti). ${until} dan keyin kelsangiz, ${limit} daqiqadan ortiq kechikkan hisoblanasiz va sizga umumiy navbatda xizmat ko‘rsatiladi.`,
      })}
    </p>
  );
}
