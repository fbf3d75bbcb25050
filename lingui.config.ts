import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogSources } from './build/catalog-sources.ts';

// English is the source language: its strings are the message ids' text; Arabic is complete.
// Origins name the file without its line, so an edit elsewhere in a file leaves the catalogs be.
// Three catalogs, each extracted from the files of the screens that load it (docs/decisions.md
// 41, build/catalog-sources.ts): a message of a file both a visitor's page and a signed-in page
// run is in the visitor's catalog (every page has it) or in both of the others.
const sources = catalogSources();

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/visitor', include: sources.visitor },
    { path: '<rootDir>/src/locales/{locale}/visitor-pages', include: sources.visitorPages },
    { path: '<rootDir>/src/locales/{locale}/messages', include: sources.signedIn },
  ],
});
