import { describe, expect, it } from 'vitest';
import type { Actor, DomainEvent } from '../../machines/domain/envelope.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import type { UserContext } from '../../machines/user.machine.ts';
import { LocalLog } from '../../src/eventlog/local-log.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, newScope, nextId } from './log-fixtures.ts';

// The admin's device holds plain copies of customers' events: when it receives a customer's
// `user.erased`, it redacts their personal fields in memory and in its store (decisions.md 34).
const sara: Actor = { role: 'customer', userId: '5678' };
const omar: Actor = { role: 'customer', userId: '9012' };
let position = 0;
const event = (stream: string, version: number, type: string, data: unknown, actor: Actor): DomainEvent => ({
  id: nextId(),
  stream,
  version,
  position: ++position,
  type,
  schema: 1,
  data,
  actor,
  at: '2026-11-27T09:00:00.000Z',
});
const booking = { kind: 'general', services: ['plumbing'], note: 'Sara’s kitchen sink', address: 'Sara Street 17', coordinates: { lat: 24.7, lng: 46.6 }, phone: '+966512345678', preferredDate: '2026-12-01', preferredTime: '10:00', workingHours: { opens: '08:00', closes: '20:00' }, photoId: null };

describe('a customer erased while the admin’s device holds their events', () => {
  it('redacts what the device holds of them, and only of them, in memory and after a reload', async () => {
    const scope = newScope('admin-a1');
    const log = new LocalLog(new LocalStore(scope), () => {});
    await log.load();
    await log.confirm(
      [
        event('user-5678', 1, 'user.registered', { fullName: 'Sara Al-Harbi', email: 'sara@example.com', mobile: '+966512345678' }, sara),
        event('request-0195-sara', 1, 'request.submitted', booking, sara),
        event('chat-request-0195-sara', 1, 'chat.messageSent', { text: 'Sara here, the gate code is 1234' }, sara),
        event('user-9012', 1, 'user.registered', { fullName: 'Omar Saleh', email: 'omar@example.com', mobile: '+966512345679' }, omar),
      ],
      { feed: true, persist: true },
    );

    await log.confirm(
      [event('user-5678', 2, 'user.deletionRequested', {}, admin), event('user-5678', 3, 'user.erased', {}, admin)],
      { feed: true, persist: true },
    );

    const reloaded = new LocalLog(new LocalStore(scope), () => {});
    await reloaded.load();
    for (const device of [log, reloaded]) {
      const held = JSON.stringify(['user-5678', 'request-0195-sara', 'chat-request-0195-sara'].map((stream) => device.history(stream)));
      for (const trace of ['Sara Al-Harbi', 'sara@example.com', 'Sara’s kitchen sink', 'Sara Street 17', 'gate code']) expect(held).not.toContain(trace);
      expect(held).toContain(erasedCustomerName);
      expect((device.stream('user-9012')!.context as UserContext).fullName).toBe('Omar Saleh');
      expect(device.stream('user-5678')!.value).toBe('erased');
    }
  });
});
