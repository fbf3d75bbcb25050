// A tab opening reads the device's stored log while another tab of the same device records what
// the server accepted (its events, then its read position). What the opening tab reads must
// never claim a position beyond the events it read: the events between would be missed for good.
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { newScope } from './log-fixtures.ts';

const settingsEvent = (position: number): DomainEvent => ({
  id: `01950000-0000-7000-8000-${String(position).padStart(12, '0')}`,
  stream: 'settings',
  version: position,
  position,
  type: 'settings.autoReplySwitched',
  schema: 1,
  data: { enabled: position % 2 === 0 },
  actor: { role: 'admin', userId: 'a1' },
  at: '2026-11-27T09:00:00.000Z',
});

async function recordAccepted(store: LocalStore, position: number) {
  await store.addConfirmed([settingsEvent(position)]);
  await store.setLastPosition(position);
}

describe('reading the stored log while another tab writes it', () => {
  it('given another tab records an event in the middle of the read, the position read is not ahead of the events read', async () => {
    // The write lands at a different moment of the read each time, from before its first request to after its last.
    for (let delay = 0; delay < 12; delay += 1) {
      const scope = newScope('admin-a1');
      const otherTab = new LocalStore(scope);
      await recordAccepted(otherTab, 1);
      const openingTab = new LocalStore(scope);

      const reading = openingTab.read();
      await new Promise((resolve) => setTimeout(resolve, delay));
      await recordAccepted(otherTab, 2);

      const { events, lastPosition } = await reading;
      expect(lastPosition).toBeLessThanOrEqual(Math.max(0, ...events.map((event) => event.position)));
    }
  });
});
