import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import type { NotReadyReason } from './not-ready.ts';
import type { ScreenLightClock } from './screen-light-clock.ts';

export interface FaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the server said about the latest frame (spec §3 overlay details) and the challenge. */
export interface CheckView {
  step: ChallengeStep;
  /** Zero-based index of `step`; `total` steps in all. */
  index: number;
  total: number;
  /** Hint codes of spec §8, most important first. */
  errors: readonly number[];
  /** In pixels of the raw image sent; null when no face was found. */
  faceRect: FaceRect | null;
}

/** Where the face check is, for the dialog. */
export type FaceCheckState =
  /** Getting the attempt's nonce; the camera starts after 3 s (spec §9). */
  | { phase: 'preparing' }
  /** Starting the camera and connecting the socket. */
  | { phase: 'connecting' }
  /** Frames go to the server; the screen shows the connection's colours (`light`). */
  | { phase: 'checking'; view: CheckView; light: ScreenLightClock }
  /** The socket dropped; waiting to reconnect with back-off (spec §4.4). */
  | { phase: 'reconnecting' }
  /** Spec §8 not-ready error: what is missing; the dialog offers Retry. */
  | { phase: 'not-ready'; missing: readonly NotReadyReason[] }
  | { phase: 'passed' };

export interface StateCell<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A value with listeners, the shape `useSyncExternalStore` reads. */
export function createStateCell<T>(initial: T): StateCell<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
