import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { directionOf, locales, type Locale } from '../src/app/locale.ts';
import { palette } from '../src/styles/palette.ts';
import { drawAppIcons } from './app-icons.ts';

// One web app manifest per language, /manifest.{en,ar}.webmanifest (the page links the one of
// the language in force: src/app/i18n.ts), with the icons drawn at build time. The words are
// the catalogs' translations of src/app/app-words.ts, found by their `manifest:` comment in
// whichever catalog of the language holds them, so a missing translation fails the build as
// the catalogs' own check does.
const manifestFields = ['name', 'short_name', 'description'] as const;
type ManifestWords = Record<(typeof manifestFields)[number], string>;

async function manifestWords(root: string, locale: Locale): Promise<ManifestWords> {
  const folder = path.join(root, 'src/locales', locale);
  const filenames = (await readdir(folder)).filter((name) => name.endsWith('.po')).map((name) => path.join(folder, name));
  const catalogs = await Promise.all(
    filenames.map(async (filename) => formatter({}).parse(await readFile(filename, 'utf8'), { locale, sourceLocale: 'en', filename })),
  );
  const entries = catalogs.flatMap((catalog) => Object.values(catalog ?? {}));
  return Object.fromEntries(
    manifestFields.map((field) => {
      const entry = entries.find((each) => each.comments?.includes(`manifest:${field}`));
      const words = entry?.translation || (locale === 'en' ? entry?.message : undefined);
      if (!words) throw new Error(`web-manifests: no ${locale} words for the manifest's ${field}`);
      return [field, words];
    }),
  ) as ManifestWords;
}

export function webManifests(): Plugin {
  let root = process.cwd();
  return {
    name: 'web-manifests',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const icons = (await drawAppIcons()).map((icon) => ({
        src: `/${this.getFileName(this.emitFile({ type: 'asset', name: `${icon.name}.png`, source: icon.png }))}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      }));
      for (const locale of locales) {
        const manifest = {
          id: '/',
          ...(await manifestWords(root, locale)),
          lang: locale,
          dir: directionOf(locale),
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          theme_color: palette.brand,
          background_color: palette.surface,
          icons,
        };
        this.emitFile({ type: 'asset', fileName: `manifest.${locale}.webmanifest`, source: JSON.stringify(manifest, null, 2) });
      }
    },
  };
}
