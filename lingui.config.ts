import { defineConfig } from '@lingui/cli';

// English is the source language: its strings are the message ids' text; Arabic is complete.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
    },
  ],
});
