import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';
import { ERROR_TOAST_MS } from '../../../src-domain/constants.ts';
import { citizenAtom } from '../../state/citizen-state.ts';

/** `error` toasts are announced at once (`role="alert"`), the others politely (`role="status"`). */
export type ToastTone = 'info' | 'success' | 'error';
export type ToastValues = Readonly<Record<string, string | number>>;

export interface ToastInput {
  /** Text already localized (a server message), or a message the toaster translates as it renders. */
  message: string | MessageDescriptor;
  values?: ToastValues;
  /** `info` when absent. */
  tone?: ToastTone;
  /** Spec §9: 20 s unless the catalogue says otherwise (403: 3 s, 418: 30 s). */
  durationMs?: number;
}

export interface Toast {
  id: number;
  /** Same text and tone, same key: shown once however many calls fail the same way. */
  key: string;
  message: string | MessageDescriptor;
  values: ToastValues | undefined;
  tone: ToastTone;
  durationMs: number;
}

/** More would cover the page; the oldest go first. */
export const MAX_TOASTS = 4;

let nextId = 1;

/** A toast can name the citizen's act or person: it goes with the citizen. */
export const toastsAtom = citizenAtom<readonly Toast[]>([]);

/**
 * Shows a toast and returns its id. A toast equal to one on screen replaces it (new id, so its
 * timer restarts and it is announced again): parallel queries failing with the same 500, or a
 * retry failing like the first try, do not pile up copies.
 */
export const showToastAtom = atom(null, (get, set, input: ToastInput): number => {
  const tone = input.tone ?? 'info';
  const text = typeof input.message === 'string' ? input.message : input.message.id;
  const key = `${tone}|${text}|${JSON.stringify(input.values ?? {})}`;
  const toast: Toast = { id: nextId++, key, message: input.message, values: input.values, tone, durationMs: input.durationMs ?? ERROR_TOAST_MS };
  set(toastsAtom, [...get(toastsAtom).filter((other) => other.key !== key), toast].slice(-MAX_TOASTS));
  return toast.id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export type ShowToast = (input: ToastInput) => number;
