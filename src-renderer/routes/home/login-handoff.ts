import { setInputValue } from '../../features/keyboard/set-input-value.ts';

/** The login fields in form order, named as the real form registers them (`name` attributes). */
export const LOGIN_FIELDS = ['pin', 'passserial', 'passnum'] as const;
export type LoginFieldName = (typeof LOGIN_FIELDS)[number];

/** The shell's inputs carry this attribute instead of a `name`, so a script-less submit sends nothing. */
export const SHELL_FIELD_ATTRIBUTE = 'data-login-field';

/** What the user did in the static form before the real one arrived. */
export interface ShellSnapshot {
  values: Partial<Record<LoginFieldName, string>>;
  focused: LoginFieldName | null;
  selection: { start: number | null; end: number | null } | null;
  submit: boolean;
}

function isLoginField(value: string | null): value is LoginFieldName {
  return (LOGIN_FIELDS as readonly string[]).includes(value ?? '');
}

export function captureShell(shell: HTMLElement | null, submit: boolean): ShellSnapshot {
  const snapshot: ShellSnapshot = { values: {}, focused: null, selection: null, submit };
  if (!shell) return snapshot;
  for (const input of shell.querySelectorAll<HTMLInputElement>(`input[${SHELL_FIELD_ATTRIBUTE}]`)) {
    const name = input.getAttribute(SHELL_FIELD_ATTRIBUTE);
    if (!isLoginField(name)) continue;
    if (input.value) snapshot.values[name] = input.value;
    if (input === document.activeElement) {
      snapshot.focused = name;
      snapshot.selection = { start: input.selectionStart, end: input.selectionEnd };
    }
  }
  return snapshot;
}

/**
 * Puts the shell's state into the real form: values as if typed (so the form's own rules run:
 * upper-casing, digits only, the series → number focus jump of spec §5), focus back where the
 * user was, and a submit the user already asked for. The focused field is typed last, so only
 * a jump the user's own typing would cause moves the focus.
 */
export function replayShell(form: HTMLElement, snapshot: ShellSnapshot): void {
  const field = (name: LoginFieldName) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  let typedSeries = false;
  for (const name of LOGIN_FIELDS) {
    const value = snapshot.values[name];
    const input = field(name);
    if (name === snapshot.focused || value === undefined || !input || input.value === value) continue;
    setInputValue(input, value);
    if (name === 'passserial') typedSeries = true;
  }
  const focused = snapshot.focused ? field(snapshot.focused) : null;
  if (focused && snapshot.focused) {
    focused.focus();
    const value = snapshot.values[snapshot.focused];
    if (value !== undefined && value !== focused.value) setInputValue(focused, value);
    else if (snapshot.selection) focused.setSelectionRange(snapshot.selection.start, snapshot.selection.end);
    // Typing the series for the user may move the focus a moment later (series complete →
    // number, spec §5); the user is still where they were. Only then: a later check must not
    // undo a move the user makes meanwhile.
    if (typedSeries) {
      window.setTimeout(() => {
        if (document.activeElement !== focused && form.contains(document.activeElement)) focused.focus();
      }, 0);
    }
  }
  if (snapshot.submit) {
    const submit = () => form.querySelector('form')?.requestSubmit();
    window.setTimeout(submit, 0);
  }
}
