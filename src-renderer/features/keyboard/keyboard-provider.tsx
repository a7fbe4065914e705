import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router';
import { KioskKeyboardContext, type KioskKeyboard } from './keyboard-context.ts';
import { applyKey, keyAction } from './keyboard-keys.ts';
import { layoutName, type Alphabet } from './keyboard-layouts.ts';
import { fieldLayout, fieldMaxLength, wantsCapitals } from './keyboard-target.ts';
import { setInputValue, type KeyboardField } from './set-input-value.ts';
import { useKeyboardFocus, type KeyboardFocusHandlers } from './use-keyboard-focus.ts';
import { loadChunk } from '../../ui/chunk-load.ts';

// simple-keyboard is only ever downloaded by the kiosk (this provider is mounted in its layout).
const OnScreenKeyboard = lazy(() => loadChunk(() => import('./on-screen-keyboard.tsx')));

type Shift = 'off' | 'once' | 'lock';

// Keys must not steal focus from the field (spec §2 screen 1: the keyboard hides on blur).
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

export interface KeyboardProviderProps {
  children: ReactNode;
  /** Off turns the provider into a plain wrapper (e.g. a kiosk page with its own keypad). */
  enabled?: boolean;
}

/**
 * The kiosk's on-screen keyboard (spec §2 screen 1, §5; docs/architecture.md Kiosk behaviour): shows
 * when a text field gets focus and hides on blur; Latin / Cyrillic layouts with a switch key, the
 * numeric one for numeric fields; stops at the field's length and closes when a numeric field is
 * full ("on a kiosk the keyboard closes at 7 digits").
 */
export function KeyboardProvider({ children, enabled = true }: KeyboardProviderProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const field = useRef<KeyboardField | null>(null);
  const lastAlphabet = useRef<Alphabet>('latin');
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Alphabet | 'numeric'>('latin');
  const [shift, setShift] = useState<Shift>('off');

  const close = useCallback(() => setOpen(false), []);

  const handlers = useRef<KeyboardFocusHandlers>({ onField: () => undefined, onLeave: () => undefined });
  useEffect(() => {
    handlers.current = {
      onField: (target) => {
        field.current = target;
        const layout = fieldLayout(target, lastAlphabet.current);
        setKind(layout);
        setShift(wantsCapitals(target) ? 'lock' : 'off');
        setOpen(true);
        target.scrollIntoView?.({ block: 'center' });
      },
      onLeave: () => {
        field.current = null;
        setOpen(false);
      },
    };
  });
  useKeyboardFocus(enabled, panel, handlers);

  // A page change can remove the focused field without a blur event.
  useEffect(() => {
    if (!field.current?.isConnected) setOpen(false);
  }, [pathname]);

  const onKeyPress = (button: string) => {
    const target = field.current;
    if (!target) return;
    const action = keyAction(button);
    if (action.kind === 'shift') return setShift((current) => (current === 'off' ? 'once' : 'off'));
    if (action.kind === 'lang') {
      const next: Alphabet = kind === 'cyrillic' ? 'latin' : 'cyrillic';
      lastAlphabet.current = next;
      return setKind(next);
    }
    if (action.kind === 'done') return target.blur();

    const max = fieldMaxLength(target);
    const next = applyKey(target.value, action, max);
    if (next !== target.value) setInputValue(target, next);
    if (action.kind === 'insert' && shift === 'once') setShift('off');
    if (kind === 'numeric' && target.value.length >= max && field.current === target) setOpen(false);
  };

  const keyboard = useMemo<KioskKeyboard>(() => ({ enabled, isOpen: enabled && open, close }), [enabled, open, close]);

  return (
    <KioskKeyboardContext value={keyboard}>
      {children}
      {enabled && open && <div className="osk-spacer" aria-hidden="true" />}
      {enabled && (
        // A labelled region (landmark), so the keys are never "content outside landmarks".
        <section
          ref={panel}
          className="osk"
          aria-label={t({ id: 'keyboard.label', message: 'Ekran klaviaturasi' })}
          hidden={!open}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
        >
          <div className="osk__inner">
            <Suspense fallback={null}>
              <OnScreenKeyboard layout={layoutName(kind, shift !== 'off')} onKeyPress={onKeyPress} />
            </Suspense>
          </div>
        </section>
      )}
    </KioskKeyboardContext>
  );
}
