// Catalogs imported through @lingui/vite-plugin are compiled to their messages on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
