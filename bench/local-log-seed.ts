// Run in the bench's page (passed to Playwright's evaluate, so each function stands alone):
// the customer's local log as src/eventlog/local-store.ts keeps it in IndexedDB through
// localforage (database `eventlog-customer-<id>`; confirmed events in segments keyed by their
// first position padded to 16 digits; the read position in `meta`).

/** Whether the app has written a log's server copy and read position: the first log on the device whose database name starts with `named`. */
export async function storedReadPosition(named: string): Promise<boolean> {
  const name = (await indexedDB.databases()).find((database) => database.name?.startsWith(named))?.name;
  if (!name) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    if (!db.objectStoreNames.contains('meta')) return false;
    const position = await new Promise<unknown>((resolve, reject) => {
      const reading = db.transaction('meta').objectStore('meta').get('lastPosition');
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => reject(reading.error);
    });
    return typeof position === 'number' && position > 0;
  } finally {
    db.close();
  }
}

/** Whether the app has saved the snapshots of the customer's profile and chat (a load saves them after drawing). */
export async function storedSeededSnapshots(userId: string): Promise<boolean> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(`eventlog-customer-${userId}`);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const reading = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => reject(reading.error);
    });
    return [`user-${userId}`, `chat-user-${userId}`].every((stream) => keys.includes(stream));
  } finally {
    db.close();
  }
}

/**
 * Adds `count` events after those the server sent, half to the customer's profile
 * (`user.profileUpdated`), half to their chat with the company (each message answered by the
 * server's auto-reply, the last reply unread): segments of 1,000, as the catch-up pages them.
 * Answers how many events the device then holds.
 */
export async function seedLocalLog({ userId, count }: { userId: string; count: number }): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(`eventlog-customer-${userId}`);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  type Stored = { id: string; stream: string; version: number; position: number };
  const segments = await new Promise<Stored[][]>((resolve, reject) => {
    const reading = db.transaction('confirmed').objectStore('confirmed').getAll();
    reading.onsuccess = () => resolve(reading.result as Stored[][]);
    reading.onerror = () => reject(reading.error);
  });
  const stored = segments.flat();
  const userStream = `user-${userId}`;
  const chatStream = `chat-user-${userId}`;
  let position = Math.max(...stored.map((event) => event.position));
  const versions = new Map<string, number>();
  for (const event of stored) versions.set(event.stream, Math.max(versions.get(event.stream) ?? 0, event.version));
  const customer = { role: 'customer', userId };
  const added: unknown[] = [];
  let lastMessage = '';
  for (let n = 0; n < count; n += 1) {
    const stream = n % 2 === 0 ? chatStream : userStream;
    const version = (versions.get(stream) ?? 0) + 1;
    versions.set(stream, version);
    position += 1;
    const id = crypto.randomUUID();
    const at = new Date(Date.UTC(2026, 0, 1) + position * 60_000).toISOString();
    const envelope = { id, stream, version, position, schema: 1, at };
    if (stream === userStream) added.push({ ...envelope, type: 'user.profileUpdated', data: { fullName: `First Screen ${n}` }, actor: customer });
    else if (n % 4 === 0) {
      lastMessage = id;
      added.push({ ...envelope, type: 'chat.messageSent', data: { text: `Message ${n}` }, actor: customer });
    } else added.push({ ...envelope, type: 'chat.autoReplied', data: { inReplyTo: lastMessage }, actor: { role: 'system' } });
  }
  await new Promise<void>((resolve, reject) => {
    const writing = db.transaction(['confirmed', 'meta', 'snapshots'], 'readwrite');
    // A device has a stream's snapshot at its latest confirmed version (the app saves it as it
    // confirms); the seed cannot fold the machines, so the app's next load replays and saves them.
    writing.objectStore('snapshots').delete(userStream);
    writing.objectStore('snapshots').delete(chatStream);
    for (let first = 0; first < added.length; first += 1000) {
      const segment = added.slice(first, first + 1000) as Stored[];
      writing.objectStore('confirmed').put(segment, String(segment[0]!.position).padStart(16, '0'));
    }
    writing.objectStore('meta').put(position, 'lastPosition');
    writing.oncomplete = () => resolve();
    writing.onerror = () => reject(writing.error);
  });
  db.close();
  return stored.length + added.length;
}
