import { useLingui } from '@lingui/react/macro';

export interface BookingSummaryProps {
  notary: string;
  office: string;
  address: string;
  /** DD.MM.YYYY with the weekday. */
  day: string;
  time: string;
}

/** What is about to be (or was) booked, in the words of spec §3 Equeue. */
export function BookingSummary({ notary, office, address, day, time }: BookingSummaryProps) {
  const { t } = useLingui();
  return (
    <dl className="equeue-facts">
      <div>
        <dt>{t({ id: 'equeue.field.notary', message: 'Notarius' })}</dt>
        <dd>{notary}</dd>
      </div>
      <div>
        <dt>{t({ id: 'equeue.field.office', message: 'Notarial idora' })}</dt>
        <dd>{office}</dd>
      </div>
      <div>
        <dt>{t({ id: 'equeue.field.officeaddress', message: 'Idora manzili' })}</dt>
        <dd>{address}</dd>
      </div>
      <div>
        <dt>{t({ id: 'equeue.field.equeuetime', message: 'Qabul kuni va vaqti' })}</dt>
        <dd>
          {day}, {time}
        </dd>
      </div>
    </dl>
  );
}
