import { useLingui } from '@lingui/react/macro';

export interface SlotChoiceProps {
  slots: readonly string[];
  chosen: string | null;
  onChoose: (time: string) => void;
}

/** Step 3: a free 30-minute slot; booked ones and those already begun are not offered (the server leaves them out). */
export function SlotChoice({ slots, chosen, onChoose }: SlotChoiceProps) {
  const { t } = useLingui();
  if (slots.length === 0) return <p className="notice">{t({ id: 'equeue.slot.none', message: 'Bu kunda bo‘sh vaqt qolmadi. Boshqa kunni tanlang.' })}</p>;
  return (
    <fieldset className="equeue-options">
      <legend>{t({ id: 'equeue.slot.legend', message: 'Qabul vaqti (Toshkent vaqti, 30 daqiqa)' })}</legend>
      <div className="equeue-options__list equeue-options__list--times">
        {slots.map((time) => (
          <label key={time} className="equeue-option equeue-option--time">
            <input type="radio" name="equeue-time" value={time} checked={chosen === time} onChange={() => onChoose(time)} />
            <span className="equeue-option__main">{time}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
