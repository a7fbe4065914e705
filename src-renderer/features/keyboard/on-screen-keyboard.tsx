import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
// The named export: the package's UMD default does not survive the bundler's CJS interop.
import { SimpleKeyboard, type KeyboardOptions } from 'simple-keyboard';
import 'simple-keyboard/build/css/index.css';
import { KEYBOARD_LAYOUTS, type KeyboardLayoutName } from './keyboard-layouts.ts';
import './on-screen-keyboard.css';

export interface OnScreenKeyboardProps {
  layout: KeyboardLayoutName;
  onKeyPress: (button: string) => void;
}

/** Keys are buttons for assistive technology, but never focus stops: focus stays in the field. */
function decorate(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.hg-button')) {
    button.type = 'button';
    button.tabIndex = -1;
  }
}

/**
 * simple-keyboard drawing the keys (docs/architecture.md, Stack). Loaded lazily, in kiosk mode only, so
 * the web build never downloads it. It only reports key presses: the provider owns the field's
 * value, so the library's own copy of the text (which knows nothing of react-hook-form or of
 * programmatic focus moves) can never double or drop a character.
 */
export default function OnScreenKeyboard({ layout, onKeyPress }: OnScreenKeyboardProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const keyboard = useRef<SimpleKeyboard | null>(null);
  const pressRef = useRef(onKeyPress);

  const bksp = t({ id: 'keyboard.backspace', message: 'O‘chirish' });
  const shift = t({ id: 'keyboard.shift', message: 'Bosh harflar' });
  const lang = t({ id: 'keyboard.language', message: 'Alifboni almashtirish' });
  const space = t({ id: 'keyboard.space', message: 'Probel' });
  const done = t({ id: 'keyboard.done', message: 'Tayyor' });

  const options = useMemo<KeyboardOptions>(
    () => ({
      layoutName: layout,
      display: { '{bksp}': '⌫', '{shift}': '⇧', '{lang}': layout.startsWith('cyrillic') ? 'ABC' : 'АБВ', '{space}': space, '{done}': done },
      buttonAttributes: [
        { attribute: 'aria-label', value: bksp, buttons: '{bksp}' },
        { attribute: 'aria-label', value: shift, buttons: '{shift}' },
        { attribute: 'aria-label', value: lang, buttons: '{lang}' },
      ],
    }),
    [layout, bksp, shift, lang, space, done],
  );
  const optionsRef = useRef(options);

  useEffect(() => {
    pressRef.current = onKeyPress;
  });

  useEffect(() => {
    optionsRef.current = options;
    keyboard.current?.setOptions(options);
  }, [options]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = new SimpleKeyboard(element, {
      ...optionsRef.current,
      layout: KEYBOARD_LAYOUTS,
      theme: 'hg-theme-default osk__keys',
      useButtonTag: true,
      // A held key repeating on a touch screen is how characters get doubled; one press, one key.
      disableButtonHold: true,
      preventMouseDownDefault: true,
      disableCaretPositioning: true,
      onKeyPress: (button: string) => pressRef.current(button),
      onRender: (rendered: SimpleKeyboard) => decorate(rendered.keyboardDOM),
    });
    keyboard.current = instance;
    return () => {
      instance.destroy();
      keyboard.current = null;
    };
  }, []);

  return <div ref={host} className="simple-keyboard" />;
}
