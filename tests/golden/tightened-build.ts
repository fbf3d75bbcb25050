import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The build of tomorrow's stricter business: a plugin for Vite (the client) and rolldown (the
// server bundle) that compiles each module of machines/domain/ that tightened-rules.ts
// tightens as its tightened version in tightened/, as if a developer had edited the file.
// The tightened version itself still reads the real module it is made from.
const root = fileURLToPath(new URL('../../', import.meta.url));
const tightenedModules = ['constants.ts', 'riyadh-bounds.ts', 'default-settings.ts', 'booking-rules.ts'];
const replacements = new Map(
  tightenedModules.map((file) => [path.join(root, 'machines/domain', file), path.join(root, 'tests/golden/tightened', file)]),
);

export function tightenedRules(): Plugin {
  return {
    name: 'tightened-rules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const replacement = replacements.get(path.resolve(path.dirname(importer), source));
      return replacement && replacement !== importer ? replacement : null;
    },
  };
}
