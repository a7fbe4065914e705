import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { checkDictionary } from './check-dictionary.ts';
import type { AnyDictionary } from './get-dictionaries.ts';

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'up_to_date' } | { kind: 'updated'; version: number } | { kind: 'failed' };

export interface DictionaryCheckButtonProps {
  name: DictionaryName;
  title: string;
  heldVersion: number;
  onUpdated: (dictionary: AnyDictionary) => void;
}

/** "Check for updates": 304 → up to date, 200 → the new version is taken (docs/decisions/0005-statistics-and-dictionary-updates.md). */
export function DictionaryCheckButton({ name, title, heldVersion, onUpdated }: DictionaryCheckButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  const check = async () => {
    setState({ kind: 'checking' });
    try {
      const outcome = await checkDictionary(name, heldVersion);
      if (outcome.kind === 'up_to_date') {
        setState({ kind: 'up_to_date' });
      } else {
        onUpdated(outcome.dictionary);
        setState({ kind: 'updated', version: outcome.dictionary.version });
      }
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const busy = state.kind === 'checking';
  const version = state.kind === 'updated' ? state.version : 0;
  return (
    <div className="dictionary-check">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-busy={busy}
        aria-label={t({ id: 'dict.check.named', message: `Yangilanishni tekshirish: ${title}` })}
        onClick={() => void check()}
      >
        {t({ id: 'dict.check', message: 'Yangilanishni tekshirish' })}
      </button>
      <span role="status" className={`dictionary-check__status dictionary-check__status--${state.kind}`}>
        {state.kind === 'checking' ? t({ id: 'dict.check.checking', message: 'Tekshirilmoqda…' }) : null}
        {state.kind === 'up_to_date' ? t({ id: 'dict.check.upToDate', message: 'Dolzarb: yangi versiya yo‘q' }) : null}
        {state.kind === 'updated' ? t({ id: 'dict.check.updated', message: `${version}-versiyaga yangilandi` }) : null}
        {state.kind === 'failed' ? t({ id: 'dict.check.failed', message: 'Tekshirib bo‘lmadi, qayta urinib ko‘ring' }) : null}
      </span>
    </div>
  );
}
