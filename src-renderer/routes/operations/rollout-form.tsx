import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UpdateChannelState } from '../../../src-domain/http/routes/terminals.ts';
import { useSetRollout } from './use-fleet.ts';

/** One channel's rollout: the share of terminals (by id, src-main/updates/) allowed its newest version. */
export function RolloutForm({ state }: { state: UpdateChannelState }) {
  const { t } = useLingui();
  const [value, setValue] = useState(String(state.rolloutPercent));
  const save = useSetRollout();
  const channel = state.channel;
  const inputId = `rollout-${channel}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ channel, rolloutPercent: Number(value) });
  };
  return (
    <form className="rollout-form" onSubmit={onSubmit} aria-label={t({ id: 'operations.rollout.form', message: `${channel} kanali` })}>
      <label htmlFor={inputId}>{t({ id: 'operations.rollout.label', message: `${channel} kanali: yangilanish oladigan terminallar ulushi, %` })}</label>
      <input id={inputId} type="number" min={0} max={100} step={1} required value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t({ id: 'operations.rollout.save', message: 'Saqlash' })}
      </button>
      <span role="status">{save.isSuccess ? t({ id: 'operations.rollout.saved', message: 'Saqlandi' }) : ''}</span>
    </form>
  );
}
