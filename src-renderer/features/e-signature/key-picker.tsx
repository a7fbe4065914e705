import { useLingui } from '@lingui/react/macro';
import type { EimzoKey } from '../../../src-domain/signatures/eimzo-protocol.ts';
import { isExpired } from './agent/eimzo-client.ts';

export interface KeyPickerProps {
  keys: readonly EimzoKey[];
  chosen: number | null;
  onChoose: (index: number) => void;
  now: Date;
}

function day(date: Date | null): string {
  return date ? date.toLocaleDateString('ru-RU') : '—';
}

/** The agent's keys as a radio group: whose key, its serial and validity; expired ones say so. */
export function KeyPicker({ keys, chosen, onChoose, now }: KeyPickerProps) {
  const { t } = useLingui();
  return (
    <fieldset className="esign-keys">
      <legend>{t({ id: 'esign.keys.legend', message: 'Imzolash uchun kalitni tanlang' })}</legend>
      {keys.map((key, index) => {
        const expired = isExpired(key, now);
        const validTo = day(key.validTo);
        const serial = key.serialNumber;
        const pin = key.pin;
        return (
          <label key={`${key.certificate.path}/${key.certificate.name}/${index}`} className="esign-key" data-key-file={key.certificate.name}>
            <input type="radio" name="esign-key" checked={chosen === index} onChange={() => onChoose(index)} />
            <span>
              <strong>{key.commonName.toUpperCase()}</strong>
              <span className="esign-key__meta">
                {t({ id: 'esign.keys.meta', message: `JShShIR ${pin} · sertifikat ${serial} · ${validTo} gacha` })}
                {expired ? <em className="esign-key__expired"> {t({ id: 'esign.keys.expired', message: '(muddati tugagan)' })}</em> : null}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
