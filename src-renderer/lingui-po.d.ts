// `.po` catalogs are compiled by @lingui/vite-plugin when imported (web/renderer-plugins.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The two parts of a catalog (web/catalog-parts.ts): what the home page needs first, and the rest.
declare module '*.po?part=shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
