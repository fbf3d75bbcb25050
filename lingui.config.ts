import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source language: its strings are the message ids' text; Arabic is complete.
// Origins name the file without its line, so an edit elsewhere in a file leaves the catalogs be.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
    },
  ],
});
