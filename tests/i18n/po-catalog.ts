// The entries of the Lingui catalogs as written in src/locales (each msgid and msgstr on one
// line, as Lingui writes them), for the catalog checks.
import { readdirSync, readFileSync } from 'node:fs';

export interface Entry {
  id: string;
  translation: string;
  /** The files that use the message (`#:` lines). */
  origins: string[];
}

/** The catalogs' names (`visitor`, `messages`, …), from the English folder. */
export const catalogNames = (): string[] =>
  readdirSync('src/locales/en')
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -'.po'.length))
    .sort();

export function readCatalog(locale: string, name: string): Entry[] {
  const lines = readFileSync(`src/locales/${locale}/${name}.po`, 'utf8').split('\n');
  const entries: Entry[] = [];
  let origins: string[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('#: ')) origins.push(line.slice(3));
    if (!line.startsWith('msgid ')) return;
    const id = JSON.parse(line.slice(6)) as string;
    const next = lines[index + 1] ?? '';
    const translation = next.startsWith('msgstr ') ? (JSON.parse(next.slice(7)) as string) : '';
    if (id !== '') entries.push({ id, translation, origins });
    origins = [];
  });
  return entries;
}
