import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { currentSchemaVersion, eventCatalog, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { erasedCustomerName, personalFields, redactedPayload } from '../../machines/domain/personal-fields.ts';

// The list of personal fields is what gets encrypted and redacted: a name in it that no payload
// has would leave the real field in the clear.
const shapeOf = (type: string) => {
  const definition = eventDefinition(type)!;
  return (definition.schemas[currentSchemaVersion(definition)] as z.ZodObject).shape;
};
const fieldsOf = (type: string) => Object.keys(shapeOf(type));
/** The fields that hold words or places (a boolean "email" channel choice names no one). */
const wordsOf = (type: string) => Object.entries(shapeOf(type)).flatMap(([field, schema]) => (schema._zod.def.type === 'boolean' ? [] : [field]));

describe('the personal fields of the events', () => {
  it('names only event types the log knows, and fields their payloads have', () => {
    for (const [type, fields] of Object.entries(personalFields)) {
      expect(eventDefinition(type), type).toBeDefined();
      for (const field of fields) expect(fieldsOf(type), `${type}.${field}`).toContain(field);
    }
  });

  it('covers every text field a customer writes in their streams', () => {
    const freeTexts = ['fullName', 'email', 'mobile', 'phone', 'address', 'note', 'text', 'comment', 'customerName', 'endpoint', 'coordinates'];
    for (const [type, definition] of Object.entries(eventCatalog)) {
      if (!['user', 'request', 'chat', 'subscription'].includes(definition.stream)) continue;
      const held = wordsOf(type).filter((field) => freeTexts.includes(field));
      expect(personalFields[type] ?? [], type).toEqual(expect.arrayContaining(held));
    }
  });

  it('redacts a booking’s address, pin, phone, note and photo and keeps what names no one', () => {
    const booking = { kind: 'general', services: ['plumbing'], note: 'Leak under the sink', address: 'Olaya St 12', coordinates: { lat: 24.7, lng: 46.6 }, phone: '+966512345678', preferredDate: '2026-12-01', preferredTime: '10:00', workingHours: { opens: '08:00', closes: '20:00' }, photoId: null };

    expect(redactedPayload('request.submitted', booking)).toEqual({ ...booking, note: '', address: '', coordinates: null, phone: '', photoId: null });
  });

  it('reads a redacted name as the deleted customer, never as empty', () => {
    expect(redactedPayload('chat.greeted', { customerName: 'Noura' })).toEqual({ customerName: erasedCustomerName });
  });
});
