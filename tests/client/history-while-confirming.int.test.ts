import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { LocalLog } from '../../src/eventlog/local-log.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { proposalOf } from '../../src/eventlog/pending-event.ts';
import { clock, customer, eventually, newScope, nextId } from './log-fixtures.ts';

/** A store whose next write of confirmed events waits until the test lets it through. */
class SlowStore extends LocalStore {
  writing = false;
  private release: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));

  override async addConfirmed(events: DomainEvent[]): Promise<void> {
    this.writing = true;
    await this.gate;
    await super.addConfirmed(events);
  }

  letThrough(): void {
    this.release();
  }
}

const thread = 'chat-user-1234';

describe('a stream’s history while the server’s acceptance is being recorded', () => {
  it('shows the accepted event once, never both confirmed and still pending', async () => {
    const store = new SlowStore(newScope());
    const log = new LocalLog(store, () => {});
    await log.load();
    await log.propose([{ stream: thread, type: 'chat.messageSent', data: { text: 'Is the technician on his way?' } }], {
      actor: customer,
      at: clock().toISOString(),
      newId: nextId,
    });
    const [pending] = log.pendingEvents();
    const { expectedVersion: _expected, ...proposed } = proposalOf(pending!);
    const accepted: DomainEvent = { ...proposed, actor: customer, at: clock().toISOString(), version: 1, position: 1 };

    const recording = log.confirm([accepted], { feed: false, persist: true });
    await eventually(() => expect(store.writing).toBe(true));

    expect(log.history(thread).map(({ id, pending }) => ({ id, pending }))).toEqual([{ id: accepted.id, pending: false }]);
    expect(log.pendingEvents()).toEqual([]);
    store.letThrough();
    await recording;
    expect(log.history(thread).map(({ id, pending }) => ({ id, pending }))).toEqual([{ id: accepted.id, pending: false }]);
  });
});
