/**
 * `use-sync-external-store/shim` for React 18+, where the hook is built in. @lingui/react still
 * imports the shim, whose fallback code for React 17 would otherwise ship in the first download.
 */
export { useSyncExternalStore } from 'react';
