import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { autoReplySwitched, harnessWithAdmin, propose } from './events-api-fixtures.ts';
import { listenAs } from './live-connection.ts';

// A live client that stops reading holds up no one: once more events wait for it than the
// buffer allows (3 here), its stream ends; it reconnects with Last-Event-ID and catches up
// from the store, missing nothing, while a client that reads keeps getting every event.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin({ liveBufferEvents: 3 });
  await h.request('/api/admin/login', { client: 'reader', body: { email: 'owner@example.com', password: 'correct horse battery staple' } });
});
afterAll(async () => {
  await h.close();
});

describe('a live client that falls behind', () => {
  it('is ended and catches up on reconnecting, while the others are served', async () => {
    const after = await h.store.lastPosition();
    const slow = await listenAs(h, 'admin', `?after=${after}`);
    const reader = await listenAs(h, 'reader', `?after=${after}`);
    const appended: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await propose(h, 'admin', [autoReplySwitched(await h.store.streamVersion('settings'), n % 2 === 0)]);
      appended.push(response.body.events[0].position);
      expect((await reader.nextEvent()).event.position).toBe(appended.at(-1));
    }

    const received: number[] = [];
    for (let message = await slow.next(); message !== 'ended'; message = await slow.next()) received.push(message.event.position);
    expect(received.length).toBeLessThan(appended.length);
    expect(received).toEqual(appended.slice(0, received.length));

    const again = await listenAs(h, 'admin', `?after=${after}`, { 'last-event-id': String(received.at(-1) ?? after) });
    try {
      for (const position of appended.slice(received.length)) expect((await again.nextEvent()).event.position).toBe(position);
    } finally {
      await again.close();
      await reader.close();
    }
  });
});
