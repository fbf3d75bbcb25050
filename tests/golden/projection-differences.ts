import { isDeepStrictEqual } from 'node:util';

// What a failing golden comparison reads first: which rows, keys or lines of a projection
// changed, before the full diff. A replay that rewrites the past shows up as "request-… was
// completed, is now new", not as a wall of JSON.
const shown = 8;

const listed = (items: readonly string[]) =>
  items.slice(0, shown).join(', ') + (items.length > shown ? `, … (${items.length} in all)` : '');

/** A row's identity in the admin's lists: its request, customer or stream. */
function rowKey(row: unknown, index: number): string {
  if (typeof row !== 'object' || row === null) return `row ${index}`;
  const { requestId, userId, stream } = row as Record<string, unknown>;
  return String(requestId ?? stream ?? userId ?? `row ${index}`);
}

function rowsChanged(actual: readonly unknown[], expected: readonly unknown[]): string {
  const keyed = (rows: readonly unknown[]) => new Map(rows.map((row, index) => [rowKey(row, index), row]));
  const now = keyed(actual);
  const then = keyed(expected);
  const gone = [...then.keys()].filter((key) => !now.has(key));
  const added = [...now.keys()].filter((key) => !then.has(key));
  const changed = [...then.keys()].filter((key) => now.has(key) && !isDeepStrictEqual(now.get(key), then.get(key)));
  const parts = [`${actual.length} rows where ${expected.length} were recorded`];
  if (gone.length) parts.push(`gone: ${listed(gone)}`);
  if (added.length) parts.push(`new: ${listed(added)}`);
  if (changed.length) parts.push(`changed: ${listed(changed)}`);
  return parts.join('; ');
}

function keysChanged(actual: Record<string, unknown>, expected: Record<string, unknown>): string {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
  const changed = keys.filter((key) => !isDeepStrictEqual(actual[key], expected[key]));
  const scalar = (value: unknown) => typeof value !== 'object' || value === null;
  return listed(
    changed.map((key) =>
      scalar(actual[key]) && scalar(expected[key])
        ? `${key}: ${JSON.stringify(actual[key])} (recorded ${JSON.stringify(expected[key])})`
        : `${key} (${whatChanged(actual[key], expected[key])})`,
    ),
  );
}

function linesChanged(actual: string, expected: string): string {
  const now = actual.split('\r\n');
  const then = expected.split('\r\n');
  const first = then.findIndex((line, index) => line !== now[index]);
  const at = first === -1 ? then.length : first;
  return `${now.length - 2} lines where ${then.length - 2} were recorded; first difference at line ${at + 1}: ${JSON.stringify(now[at])}, recorded ${JSON.stringify(then[at])}`;
}

/** One line saying how `actual` differs from `expected`; empty when they are equal. */
export function whatChanged(actual: unknown, expected: unknown): string {
  if (isDeepStrictEqual(actual, expected)) return '';
  if (typeof actual === 'string' && typeof expected === 'string') return linesChanged(actual, expected);
  if (Array.isArray(actual) && Array.isArray(expected)) return rowsChanged(actual, expected);
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    return keysChanged(actual as Record<string, unknown>, expected as Record<string, unknown>);
  }
  return `${JSON.stringify(actual)} (recorded ${JSON.stringify(expected)})`;
}
