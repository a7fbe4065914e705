import { useEffect, type RefObject } from 'react';
import { isKeyboardField } from './keyboard-target.ts';
import type { KeyboardField } from './set-input-value.ts';

export interface KeyboardFocusHandlers {
  /** A text field got focus, or the focused field was tapped again. */
  onField: (field: KeyboardField) => void;
  /** Focus left the text fields (spec §2 screen 1: "hides on blur"). */
  onLeave: () => void;
}

/**
 * Follows focus across the document. Moving from one field to another is not a "leave": the
 * focusin of the next field follows. Keys never take focus (the panel prevents pointerdown), but
 * a focus that lands inside the panel anyway does not hide it either.
 */
export function useKeyboardFocus(enabled: boolean, panel: RefObject<HTMLElement | null>, handlers: RefObject<KeyboardFocusHandlers>): void {
  useEffect(() => {
    if (!enabled) return;
    const onFocusIn = (event: FocusEvent) => {
      if (isKeyboardField(event.target)) handlers.current.onField(event.target);
    };
    // Closing the keyboard removes its spacer and the page gets shorter. Doing that on the blur
    // of a tap (pointerdown) would move the tapped button away before the pointerup, and the tap
    // would be lost; so while a pointer is down the close waits until that tap has clicked.
    let pointerDown = false;
    let leavePending = false;
    const onPointerDown = () => {
      pointerDown = true;
    };
    const onPointerEnd = () => {
      pointerDown = false;
      if (!leavePending) return;
      leavePending = false;
      // pointerup, mouseup and click run in one task: a timeout lands after the click.
      window.setTimeout(() => {
        if (!isKeyboardField(document.activeElement)) handlers.current.onLeave();
      }, 0);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (isKeyboardField(next)) return;
      if (next instanceof Node && panel.current?.contains(next)) return;
      if (pointerDown) {
        leavePending = true;
        return;
      }
      handlers.current.onLeave();
    };
    // A field closed at its limit keeps focus; tapping it again must bring the keyboard back.
    const onClick = (event: MouseEvent) => {
      if (isKeyboardField(event.target) && event.target === document.activeElement) handlers.current.onField(event.target);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerEnd, true);
    document.addEventListener('pointercancel', onPointerEnd, true);
    if (isKeyboardField(document.activeElement)) handlers.current.onField(document.activeElement);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerEnd, true);
      document.removeEventListener('pointercancel', onPointerEnd, true);
    };
  }, [enabled, panel, handlers]);
}
