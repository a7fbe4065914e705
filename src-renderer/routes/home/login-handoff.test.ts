import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureShell, replayShell } from './login-handoff.ts';
import { SHELL_PLACEHOLDERS } from './login-shell.tsx';
import { PASSPORT_NUMBER_PLACEHOLDER } from '../../../src-domain/identity/passport-number.ts';
import { PASSPORT_SERIES_PLACEHOLDER } from '../../../src-domain/identity/passport-series.ts';

/** A stand-in of the real form: named inputs whose `input` events are recorded, upper-casing the series like the form does. */
function liveForm() {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="live"><form><input name="pin"><input name="passserial"><input name="passnum"><button type="submit">OK</button></form></div>',
  );
  const live = document.getElementById('live')!;
  const typed: string[] = [];
  live.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    typed.push(`${input.name}=${input.value}`);
  });
  return { live, typed, field: (name: string) => live.querySelector<HTMLInputElement>(`input[name="${name}"]`)! };
}

function shell(values: Record<string, string>, focused?: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="shell"><input data-login-field="pin"><input data-login-field="passserial"><input data-login-field="passnum"></div>',
  );
  const root = document.getElementById('shell')!;
  for (const [name, value] of Object.entries(values)) root.querySelector<HTMLInputElement>(`[data-login-field="${name}"]`)!.value = value;
  if (focused) root.querySelector<HTMLInputElement>(`[data-login-field="${focused}"]`)!.focus();
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('login form hand-over (static shell → real form)', () => {
  it('takes the values and the focused field from the shell', () => {
    const snapshot = captureShell(shell({ pin: '3120', passserial: 'ab' }, 'passserial'), false);
    expect(snapshot).toMatchObject({ values: { pin: '3120', passserial: 'ab' }, focused: 'passserial', submit: false });
  });

  it('types the values into the real form, the focused field last, and puts the focus back', () => {
    const { live, typed, field } = liveForm();
    replayShell(live, { values: { pin: '3120', passserial: 'ab', passnum: '77' }, focused: 'pin', selection: null, submit: false });
    expect(typed).toEqual(['passserial=ab', 'passnum=77', 'pin=3120']);
    expect(document.activeElement).toBe(field('pin'));
  });

  it('submits the real form when the shell was submitted before it arrived', () => {
    vi.useFakeTimers();
    const { live } = liveForm();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    live.querySelector('form')!.addEventListener('submit', submitted);
    replayShell(live, { values: { pin: '1' }, focused: null, selection: null, submit: true });
    expect(submitted).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing with an empty shell', () => {
    const { live, typed } = liveForm();
    replayShell(live, captureShell(shell({}), false));
    expect(typed).toEqual([]);
  });

  it('shows the same placeholders as the real form (spec §5)', () => {
    expect(SHELL_PLACEHOLDERS).toEqual({ passserial: PASSPORT_SERIES_PLACEHOLDER, passnum: PASSPORT_NUMBER_PLACEHOLDER });
  });
});
