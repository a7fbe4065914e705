// `.po` catalogs are compiled by @lingui/vite-plugin when imported (web/renderer-plugins.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
