// Every Arabic catalog is complete: each message its English catalog has is translated, keeps
// its placeholders and tags, and counts with all six Arabic plural forms; a message two catalogs
// hold reads the same in both.
import { describe, expect, it } from 'vitest';
import { catalogNames, readCatalog } from './po-catalog.ts';

const arabicPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]|<\/?\d+>/g)].map((match) => match[0]).sort();

const names = catalogNames();

it('has the catalogs the app loads (so the checks below check each of them)', () => {
  expect(names).toEqual(['messages', 'visitor', 'visitor-pages']);
});

describe.each(names)('the Arabic catalog %s', (name) => {
  const english = readCatalog('en', name);
  const arabic = readCatalog('ar', name);

  it('has every message of the English source', () => {
    expect(arabic.map((entry) => entry.id).sort()).toEqual(english.map((entry) => entry.id).sort());
    expect(arabic.length).toBeGreaterThan(0);
  });

  it.each(arabic.map((entry) => [entry.id, entry] as const))('translates %j', (_id, entry) => {
    expect(entry.translation.trim()).not.toBe('');
    expect(placeholders(entry.translation)).toEqual(placeholders(entry.id));
  });

  const plurals = arabic.filter((entry) => /\{\w+, plural,/.test(entry.id));
  it.each(plurals.map((entry) => [entry.id, entry] as const))('gives %j all six Arabic plural forms', (_id, entry) => {
    for (const form of arabicPluralForms) expect(entry.translation).toMatch(new RegExp(`\\b${form} \\{`));
  });
});

it('counts something somewhere (so the plural check above checks something)', () => {
  const plurals = names.flatMap((name) => readCatalog('ar', name)).filter((entry) => /\{\w+, plural,/.test(entry.id));
  expect(plurals.length).toBeGreaterThan(0);
});

it('gives a message two catalogs hold one Arabic translation', () => {
  const translations = new Map<string, Set<string>>();
  for (const entry of names.flatMap((name) => readCatalog('ar', name))) {
    translations.set(entry.id, (translations.get(entry.id) ?? new Set()).add(entry.translation));
  }
  const differing = [...translations].filter(([, each]) => each.size > 1).map(([id]) => id);
  expect(differing).toEqual([]);
});
