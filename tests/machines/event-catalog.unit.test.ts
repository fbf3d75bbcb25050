import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, eventCatalog, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { streamMachines } from '../../machines/stream-machines.ts';

const schemaOf = (type: string) => {
  const definition = eventDefinition(type)!;
  return definition.schemas[currentSchemaVersion(definition)]!;
};

describe('event payload schemas', () => {
  it('refuses an unknown field in a payload', () => {
    const result = schemaOf('user.registered').safeParse({
      fullName: 'Sara Q',
      email: 'sara@example.com',
      mobile: '+966512345678',
      role: 'admin',
    });
    expect(result.success).toBe(false);
  });

  it('refuses a missing field', () => {
    expect(schemaOf('user.registered').safeParse({ email: 'sara@example.com', mobile: '+966512345678' }).success).toBe(false);
  });

  it('refuses a mobile that is not stored as +9665XXXXXXXX', () => {
    const result = schemaOf('user.registered').safeParse({ fullName: 'Sara Q', email: 's@example.com', mobile: '0512345678' });
    expect(result.success).toBe(false);
  });

  it('refuses an empty profile update', () => {
    expect(schemaOf('user.profileUpdated').safeParse({}).success).toBe(false);
  });

  it('does not know inherited object keys as event types', () => {
    expect(eventDefinition('constructor')).toBeUndefined();
    expect(eventDefinition('toString')).toBeUndefined();
  });

  it('has a machine for the stream of every event type', () => {
    for (const [type, definition] of Object.entries(eventCatalog)) {
      expect(streamMachines[definition.stream], type).toBeDefined();
    }
  });
});
