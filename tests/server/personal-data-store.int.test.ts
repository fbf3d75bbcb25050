import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../server/store/database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { backends, freshStoreForEachTest } from './store-backends.ts';
import { anEvent, asDecided, at } from './store-events.ts';

// The store seals each customer's personal fields with their own key on append and opens
// them on every read (docs/decisions.md 34): the events table holds ciphertext only.
const customer = '7a1c2e';
const registration = { fullName: 'Noura Al-Harbi', email: 'noura@example.com', mobile: '+966512345678' };

const registered = (overrides = {}) =>
  anEvent(`user-${customer}`, 0, { type: 'user.registered', schema: 2, data: registration, actor: { role: 'customer', userId: customer }, audience: customer, ...overrides });

async function rawEvents(db: Database): Promise<string> {
  const { rows } = await db.query<{ data: unknown }>('select data from events order by position');
  return JSON.stringify(rows.map((row) => row.data));
}

describe.each(backends)('personal data in the event store on $name', (backend) => {
  let db: Database;
  let store: EventStore;
  let another: () => Promise<Database>;
  freshStoreForEachTest(backend, (fresh) => ({ db, store, another } = fresh));

  it('keeps a registration’s name, email and mobile only as ciphertext in the events table', async () => {
    await store.append([registered()]);

    const raw = await rawEvents(db);
    for (const value of Object.values(registration)) expect(raw).not.toContain(value);
    expect(raw).toContain('$sealed');
    const { rows } = await db.query('select user_id from customer_keys');
    expect(rows).toEqual([{ user_id: customer }]);
  });

  it('gives the payload as appended to every read, the append’s answer, its alongside and the commit’s listeners', async () => {
    const heardCommitted: StoredEvent[] = [];
    store.onCommittedHere((events) => heardCommitted.push(...events));
    let alongside: StoredEvent[] = [];
    const result = await store.append([registered()], { alongside: async (_tx, appended) => void (alongside = appended) });

    const appended = result.status === 'appended' ? result.events : [];
    expect(appended[0]!.data).toEqual(registration);
    expect(alongside[0]!.data).toEqual(registration);
    expect(heardCommitted[0]!.data).toEqual(registration);
    expect((await store.readStream(`user-${customer}`))[0]!.data).toEqual(registration);
    expect((await store.readAfter(0, { audiences: [customer] }))[0]!.data).toEqual(registration);
    expect((await store.findByIds([appended[0]!.id]))[0]!.data).toEqual(registration);
    const again = await store.append([asDecided({ ...registered(), id: appended[0]!.id })]);
    expect(again.status === 'alreadyAppended' && again.events[0]!.data).toEqual(registration);
  });

  it('runs an alongside that the appends of one group share once, over all their events as appended', async () => {
    const names = ['Sara Al-Qahtani', 'Reem Al-Otaibi', 'Huda Al-Shehri'];
    const owners = names.map((_, n) => `${customer}${n}`);
    // Registered first, one by one: their keys are made, so the renames below reach the store together.
    for (const owner of owners) await store.append([registered({ stream: `user-${owner}`, audience: owner })]);
    const calls: StoredEvent[][] = [];
    const projection = async (_tx: unknown, appended: StoredEvent[]) => void calls.push(appended);
    const renamed = (owner: string, fullName: string) =>
      anEvent(`user-${owner}`, 1, { type: 'user.profileUpdated', data: { fullName }, actor: { role: 'customer', userId: owner }, audience: owner });
    await Promise.all(owners.map((owner, n) => store.append([renamed(owner, names[n]!)], { alongside: projection })));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((event) => event.data)).toEqual(names.map((fullName) => ({ fullName })));
  });

  it('opens the payload for another instance that has not seen the key yet', async () => {
    await store.append([registered()]);
    const otherStore = await createEventStore(await another());

    expect((await otherStore.readStream(`user-${customer}`))[0]!.data).toEqual(registration);
    await otherStore.close();
  });

  it('writes events with no personal field as they are', async () => {
    await store.append([anEvent('settings', 0, { data: { enabled: true } })]);

    expect(await rawEvents(db)).toBe(JSON.stringify([{ enabled: true }]));
  });

  it('reads a deleted key’s fields as redacted, and the events table still holds none of them', async () => {
    await store.append([registered()]);
    await db.query('update customer_keys set key = null, erased_at = now() where user_id = $1', [customer]);
    const afterRestart = await createEventStore(await another());

    expect((await afterRestart.readStream(`user-${customer}`))[0]!.data).toEqual({ fullName: erasedCustomerName, email: '', mobile: '' });
    await afterRestart.close();
  });

  it('seals, at the next start, the personal fields of events written in plain text before', async () => {
    await db.query(
      `insert into events (position, id, stream, version, type, schema, data, actor, at, audience)
       values (1, $1, $2, 1, 'user.registered', 2, $3, '{"role":"customer"}', $4, $5)`,
      [uuidv7(), `user-${customer}`, JSON.stringify(registration), at, customer],
    );
    await db.query('delete from personal_data_sealing');
    const afterUpgrade = await createEventStore(await another());

    const raw = await rawEvents(db);
    for (const value of Object.values(registration)) expect(raw).not.toContain(value);
    expect((await afterUpgrade.readStream(`user-${customer}`))[0]!.data).toEqual(registration);
    await afterUpgrade.close();
  });
});
