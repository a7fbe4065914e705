import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

export interface SealScanFormProps {
  /** The scanned text: the QR's link, or its seal alone. */
  onScan: (text: string) => void;
}

/**
 * Where a QR scanner (it types like a keyboard) or a person puts what an act's QR code holds,
 * for a check that works with the network cut: the seal is verified in this browser.
 */
export function SealScanForm({ onScan }: SealScanFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="search-form seal-scan"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') onScan(text.trim());
      }}
    >
      <label htmlFor={id}>{t({ id: 'search.seal.scan.label', message: 'QR kod matni (skanerlangan havola)' })}</label>
      <input
        id={id}
        name="qr"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        {t({ id: 'search.seal.scan.submit', message: 'QR kodni tekshirish' })}
      </button>
    </form>
  );
}
