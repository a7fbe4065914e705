/** What a key of the on-screen keyboard does. */
export type KeyAction = { kind: 'insert'; text: string } | { kind: 'backspace' } | { kind: 'shift' } | { kind: 'lang' } | { kind: 'done' };

export function keyAction(button: string): KeyAction {
  switch (button) {
    case '{bksp}':
      return { kind: 'backspace' };
    case '{shift}':
      return { kind: 'shift' };
    case '{lang}':
      return { kind: 'lang' };
    case '{done}':
      return { kind: 'done' };
    case '{space}':
      return { kind: 'insert', text: ' ' };
    default:
      return { kind: 'insert', text: button };
  }
}

/**
 * The field's next value after an editing key. Keys always edit at the end of the text: on a
 * touch screen the caret cannot be placed precisely, and a caret left in the middle by an earlier
 * tap would make characters appear in unexpected places. Nothing beyond `maxLength` is added
 * (spec §5: 2 for the series, 7 for the number, 250 by default).
 */
export function applyKey(value: string, action: KeyAction, maxLength: number): string {
  if (action.kind === 'backspace') return Array.from(value).slice(0, -1).join('');
  if (action.kind !== 'insert') return value;
  const room = maxLength - Array.from(value).length;
  return room > 0 ? value + Array.from(action.text).slice(0, room).join('') : value;
}
