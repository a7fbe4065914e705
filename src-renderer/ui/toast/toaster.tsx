import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type PointerEvent } from 'react';
import { modeAtom } from '../../state/mode.ts';
import { dismissToastAtom, toastsAtom, type Toast } from './toast-store.ts';
import './toaster.css';

/**
 * The app's one toast area, mounted once in the providers. Two live regions exist from the first
 * render (a region inserted together with its text is often not announced): errors in
 * `role="alert"` (assertive), the rest in `role="status"` (polite). The area floats over the page
 * (fixed, so nothing below moves) and carries `data-react-aria-top-layer`, react-aria's marker
 * for layers that stay readable and clickable while a modal dialog hides the rest of the page.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const mode = useAtomValue(modeAtom);
  return (
    <div className={mode === 'kiosk' ? 'toaster toaster--kiosk' : 'toaster'} data-react-aria-top-layer="true">
      <div role="status" className="toaster__region">
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" className="toaster__region">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

/**
 * One toast. It closes itself after its time, paused while the mouse is over it or focus is in
 * it (WCAG 2.2.1: the reader decides how long to read); the timer starts over afterwards.
 * Touch does not pause: a finger never "leaves", so a tapped toast would stay forever.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const { i18n, t } = useLingui();
  const dismiss = useSetAtom(dismissToastAtom);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, dismiss, toast.id, toast.durationMs]);

  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };
  const text = typeof toast.message === 'string' ? toast.message : i18n._({ ...toast.message, values: toast.values });
  return (
    <div
      className={`toast toast--${toast.tone}`}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p className="toast__text">{text}</p>
      <button type="button" className="toast__dismiss" aria-label={t({ id: 'toast.dismiss', message: 'Xabarni yopish' })} onClick={() => dismiss(toast.id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
