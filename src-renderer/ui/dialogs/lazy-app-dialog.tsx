import { lazy, Suspense } from 'react';
import type { AppDialogProps } from './app-dialog.tsx';
import { loadChunk } from '../chunk-load.ts';

const loadAppDialog = () => import('./app-dialog.tsx');
const AppDialogChunk = lazy(() => loadChunk(loadAppDialog).then((module) => ({ default: module.AppDialog })));

/**
 * Starts fetching the dialog code without waiting for it: a page that may open a dialog calls
 * this once it is on screen, so a press later does not wait for the network.
 */
export function preloadAppDialog(): void {
  void loadAppDialog().catch(() => undefined); // a failed prefetch is retried by the first real open
}

/**
 * `AppDialog` for pages that open dialogs only on a press (the act's actions, paying an invoice):
 * the modal machinery of react-aria (≈ 24 KiB gzip) is not part of the page's first download.
 */
export function LazyAppDialog(props: AppDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogChunk {...props} />
    </Suspense>
  );
}
