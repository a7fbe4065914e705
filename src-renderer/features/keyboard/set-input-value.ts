export type KeyboardField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts `value` into a field the way typing does, so react-hook-form (or any React onChange) sees
 * exactly one change. React tracks the last value it rendered through the element's `value`
 * property; assigning through the prototype's native setter bypasses that tracker, so the
 * `input` event that follows is reported as a real change (an assignment through `input.value`
 * would be swallowed as "no change", losing the character). The caret goes to the end.
 */
export function setInputValue(field: KeyboardField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The change handler may have moved focus on (series → number); only the focused field's
  // caret matters, and some input types (email, number) do not support a selection at all.
  if (document.activeElement !== field) return;
  try {
    const end = field.value.length;
    field.setSelectionRange(end, end);
  } catch {
    // No selection API on this input type.
  }
}
