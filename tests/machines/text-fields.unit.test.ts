import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, eventCatalog } from '../../machines/domain/event-catalog.ts';
import { fullName, lineText, multilineText } from '../../machines/domain/text-fields.ts';
import { forbiddenCharacters, spoiled, stringFieldPaths } from '../server/text-field-paths.ts';
import { samplePayloads } from './sample-payloads.ts';

// What text every field of every payload may hold (text-fields.ts), checked at the schemas
// the server and the browser both parse with.
describe('a text field', () => {
  const line = lineText({ max: 100 });
  const lines = multilineText({ max: 100 });

  it.each(forbiddenCharacters)('refuses %s in one line of text', (_name, character) => {
    expect(line.safeParse(`Al${character}ice`).success).toBe(false);
  });

  it.each(forbiddenCharacters)('refuses %s in several lines of text', (_name, character) => {
    expect(lines.safeParse(`First line\nAl${character}ice`).success).toBe(false);
  });

  it('takes newlines and tabs in several lines of text, not in one line', () => {
    expect(lines.safeParse('First line\n\tsecond line').success).toBe(true);
    expect(line.safeParse('First line\nsecond line').success).toBe(false);
    expect(line.safeParse('First\tsecond').success).toBe(false);
  });

  it('takes Arabic, emoji and the right-to-left mark', () => {
    expect(line.parse('  سارة 👋 \u200fAl-Qahtani ')).toBe('سارة 👋 \u200fAl-Qahtani');
  });

  it('names the refusal invalidCharacters, the code the client translates', () => {
    const result = line.safeParse('Ca\u0000rol');
    expect(result.error?.issues[0]?.message).toBe('invalidCharacters');
  });
});

describe('a full name', () => {
  it('is no name when it is only zero-width characters', () => {
    expect(fullName.safeParse('\u200b\u200c\u200d\u2060').success).toBe(false);
  });

  it('is a name in Arabic or Latin letters', () => {
    expect(fullName.safeParse('سارة').success).toBe(true);
    expect(fullName.safeParse('Jo').success).toBe(true);
  });
});

describe('every event type of the catalog', () => {
  it('has a valid sample payload to spoil', () => {
    for (const [type, definition] of Object.entries(eventCatalog)) {
      const sample = samplePayloads[type];
      expect(sample, `a sample payload for ${type}`).toBeDefined();
      const parsed = definition.schemas[currentSchemaVersion(definition)]!.safeParse(sample!.data);
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  const cases = Object.entries(eventCatalog).flatMap(([type, definition]) =>
    Object.entries(definition.schemas).flatMap(([schemaVersion, schema]) =>
      stringFieldPaths(schema).flatMap((path) =>
        forbiddenCharacters.map(([name, character]) => ({ type, schemaVersion, schema, path, name, character })),
      ),
    ),
  );

  it.each(cases.map((c) => [`${c.type} v${c.schemaVersion} ${c.path.join('.')}`, c.name, c] as const))(
    'refuses %s holding %s',
    (_field, _name, { type, schema, path, character }) => {
      const data = spoiled(samplePayloads[type]?.data ?? {}, path, character);
      expect(schema.safeParse(data).success).toBe(false);
    },
  );
});
