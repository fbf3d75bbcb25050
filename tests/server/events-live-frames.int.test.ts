import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, harnessWithAdmin, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';
import { listenAs } from './live-connection.ts';

// With a thousand live clients on an instance, a commit is made into Server-Sent Events bytes
// once for all the clients that may see the same events of it, not once per client: each of
// their streams is sent the very same bytes.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
});
afterAll(async () => {
  await h.close();
});

describe('the live streams of several clients', () => {
  it('are sent one encoding of a commit: the same bytes on both of Amal’s tabs and the admin’s screen, nothing on Badr’s', async () => {
    const amal = await registerCustomer(h, 'amal');
    await registerCustomer(h, 'badr');
    const after = `?after=${await h.store.lastPosition()}`;
    const streams = [await listenAs(h, 'amal', after), await listenAs(h, 'amal', after), await listenAs(h, 'admin', after)];
    const badr = await listenAs(h, 'badr', after);
    try {
      const changed = await propose(h, 'amal', [profileUpdated(amal, afterRegistration, { fullName: 'Amal Harbi' })]);

      const [first, ...others] = await Promise.all(streams.map((live) => live.nextChunk()));
      const text = new TextDecoder().decode(first as Uint8Array);
      const event = changed.body.events[0];
      expect(text).toMatch(new RegExp(`^id: ${event.position}\ndata: .*\n\n$`));
      expect(JSON.parse(text.slice(text.indexOf('data: ') + 6))).toEqual(event);
      for (const bytes of others) expect(bytes).toBe(first);

      const settings = await propose(h, 'admin', [autoReplySwitched(await h.store.streamVersion('settings'), true)]);
      expect((await badr.nextEvent()).event.id).toBe(settings.body.events[0].id);
    } finally {
      for (const live of [...streams, badr]) await live.close();
    }
  });
});
