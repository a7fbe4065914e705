import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

/** Browser or kiosk (spec §1); set from the path on every navigation (spec §2). */
export const MODES = ['browser', 'kiosk'] as const;
export type Mode = (typeof MODES)[number];

const isMode = (value: unknown): value is Mode => value === 'browser' || value === 'kiosk';

export const modeAtom = persistedAtom<Mode>(STORAGE_KEYS.mode, 'browser', isMode);
