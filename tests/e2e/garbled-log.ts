// Damage to the app's local event log (src/eventlog/local-store.ts: one IndexedDB database per
// scope, stores `confirmed` (segments of events keyed by their first position), `pending`,
// `snapshots` and `meta`), of the kinds a device's storage may really hold: records of the wrong
// type, records cut short, a snapshot another version of the app made, random bytes, an event
// whose earlier versions are missing, and a read position that is not a number.
import type { Page } from 'playwright-core';

export async function garbleTheLog(page: Page, databaseName: string): Promise<void> {
  await page.evaluate(async (name) => {
    const settled = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await settled(indexedDB.open(name));
    const reading = db.transaction('confirmed', 'readonly').objectStore('confirmed');
    const keys = (await settled(reading.getAllKeys())) as string[];
    const segments = (await settled(reading.getAll())) as Array<Array<Record<string, unknown>>>;
    const snapshotKeys = (await settled(db.transaction('snapshots', 'readonly').objectStore('snapshots').getAllKeys())) as string[];
    const chatEvent = segments.flat().find((event) => String(event.stream).startsWith('chat-'));
    if (keys.length < 2 || !chatEvent) throw new Error(`expected a log with history in ${name}`);

    const writing = db.transaction(['confirmed', 'pending', 'snapshots', 'meta'], 'readwrite');
    const confirmed = writing.objectStore('confirmed');
    confirmed.put(
      segments[0]!.map(({ data: _data, position: _position, ...rest }) => rest),
      keys[0]!,
    );
    confirmed.put('not a segment', keys[1]!);
    confirmed.put(crypto.getRandomValues(new Uint8Array(64)), '9999999999999998');
    const beyondAGap = { ...chatEvent, id: crypto.randomUUID(), version: Number(chatEvent.version) + 7, position: 9_999_999 };
    confirmed.put([beyondAGap], '9999999999999999');
    const snapshots = writing.objectStore('snapshots');
    for (const key of snapshotKeys) snapshots.put({ machinesFingerprint: 'an older app', version: 1, state: { value: 'gone' } }, key);
    snapshots.put(42, 'request-00000000-0000-7000-8000-000000000000');
    const pending = writing.objectStore('pending');
    pending.put({ id: 7, stream: null }, '0000000000000001:garbage');
    pending.put('half a rec', '0000000000000002:cut');
    writing.objectStore('meta').put('eleven', 'lastPosition');
    await new Promise<void>((resolve, reject) => {
      writing.oncomplete = () => resolve();
      writing.onerror = () => reject(writing.error);
    });
    db.close();
  }, databaseName);
}

/** What the log keeps on the device after it has read it back: the pending keys and the read position. */
export async function storedLogState(page: Page, databaseName: string): Promise<{ pendingKeys: string[]; lastPosition: unknown }> {
  return page.evaluate(async (name) => {
    const settled = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await settled(indexedDB.open(name));
    const reading = db.transaction(['pending', 'meta'], 'readonly');
    const pendingKeys = (await settled(reading.objectStore('pending').getAllKeys())) as string[];
    const lastPosition = await settled(reading.objectStore('meta').get('lastPosition'));
    db.close();
    return { pendingKeys, lastPosition };
  }, databaseName);
}
