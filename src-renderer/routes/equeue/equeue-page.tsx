import { EqueueView } from './equeue-view.tsx';

/**
 * The electronic queue (spec §2 `equeue`, needs auth) and its kiosk twin (`/kiosk/equeue`), one
 * lazily loaded chunk: the kiosk page is the same view in the kiosk frame.
 */
export function EqueuePage() {
  return <EqueueView kiosk={false} />;
}

export function KioskEqueuePage() {
  return <EqueueView kiosk />;
}
