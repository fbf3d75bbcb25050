import type { z } from 'zod';

// Walks a zod schema to every place a string goes, so the bad-input suites cover each text
// field of each payload and route without a hand-kept list. Array elements are path index 0.
export type FieldPath = Array<string | number>;

export function stringFieldPaths(schema: z.ZodType, at: FieldPath = []): FieldPath[] {
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  switch (def.type) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => stringFieldPaths(field, [...at, key]));
    case 'array':
      return stringFieldPaths(def.element!, [...at, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
      return stringFieldPaths(def.innerType!, at);
    case 'pipe':
      return stringFieldPaths(def.in!, at);
    case 'union':
      return def.options!.flatMap((option) => stringFieldPaths(option, at));
    default:
      return [];
  }
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

/** A deep copy of `value` with `replacement` put at `path` (objects and arrays made as needed). */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const record = value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  record[head!] = withValueAt(record[head!], rest, replacement);
  return record;
}

export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key], value);
}

/** Text no field takes: NUL, a C0 and a C1 control, a lone surrogate, bidi override and isolate. */
export const forbiddenCharacters: ReadonlyArray<[string, string]> = [
  ['NUL', '\u0000'],
  ['a C0 control (ESC)', '\u001b'],
  ['a C1 control (NEL)', '\u0085'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
  ['a right-to-left override', '\u202e'],
  ['a first-strong isolate', '\u2068'],
];

/** The sample's text at that field with the bad character in the middle of it. */
export function spoiled(sample: unknown, path: FieldPath, character: string): unknown {
  const original = valueAt(sample, path);
  const text = typeof original === 'string' && original.length > 1 ? original : 'Sample';
  const middle = Math.floor(text.length / 2);
  return withValueAt(sample, path, `${text.slice(0, middle)}${character}${text.slice(middle)}`);
}
