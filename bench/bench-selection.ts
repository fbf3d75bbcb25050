// Which parts of `npm run bench` run, and on what: all by default; a session measuring one
// change names what it needs, e.g. BENCH_PARTS=lighthouse BENCH_PAGES=/chat BENCH_LANGUAGES=ar
// BENCH_RUNS=1 npm run bench. Unknown names are an error, so a typo never measures nothing.
export const benchParts = ['replay', 'httpCeiling', 'append', 'fanOut', 'coldStart', 'pageWeight', 'lighthouse', 'firstScreen'] as const;
export type BenchPart = (typeof benchParts)[number];

const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

type Env = Record<string, string | undefined>;

export function selectedParts(env: Env): BenchPart[] {
  return pick(env.BENCH_PARTS, benchParts, 'BENCH_PARTS');
}

export function benchSelection(env: Env, pages: readonly string[]): { pages: string[]; languages: Language[]; runs: number } {
  const runs = Number(env.BENCH_RUNS ?? 3);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of at least 1, not ${env.BENCH_RUNS}`);
  return { pages: pick(env.BENCH_PAGES, pages, 'BENCH_PAGES'), languages: pick(env.BENCH_LANGUAGES, languages, 'BENCH_LANGUAGES'), runs };
}

function pick<T extends string>(list: string | undefined, known: readonly T[], name: string): T[] {
  if (!list) return [...known];
  const asked = list.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = asked.filter((item) => !known.includes(item as T));
  if (unknown.length > 0) throw new Error(`${name}: ${unknown.join(', ')} unknown (known: ${known.join(', ')})`);
  return asked as T[];
}
