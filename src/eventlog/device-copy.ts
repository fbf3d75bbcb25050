// Everything a scope keeps on this device (src/eventlog/local-store.ts), read as stored in one
// IndexedDB transaction, without localforage: small enough for the page's first code, so the
// device's copy of a returning customer's log is read at boot while the log's code still
// loads. localforage keeps each value as it is given, under the key it is given.
// Read only, and unchecked: the store checks what it gets (stored-records.ts).

/** Each store's records as [key, value] pairs, in key order; a store the database lacks is empty. */
export interface DeviceCopy {
  lastPosition: unknown;
  confirmed: unknown[];
  snapshots: Array<[string, unknown]>;
  pending: Array<[string, unknown]>;
  refused: Array<[string, unknown]>;
}

type StoreName = 'confirmed' | 'snapshots' | 'pending' | 'refused' | 'meta';
const storeNames: StoreName[] = ['confirmed', 'snapshots', 'pending', 'refused', 'meta'];

export const lastPositionKey = 'lastPosition';

/** One database per scope, e.g. `eventlog-customer-<id>`. */
export const databaseNameOf = (scope: string) => `eventlog-${scope}`;

const nothingStored = (): DeviceCopy => ({ lastPosition: null, confirmed: [], snapshots: [], pending: [], refused: [] });

export async function readDeviceCopy(databaseName: string): Promise<DeviceCopy> {
  const db = await openIfThere(databaseName);
  if (!db) return nothingStored();
  // localforage adding a store waits for every other connection to close.
  db.onversionchange = () => db.close();
  try {
    const present = storeNames.filter((name) => db.objectStoreNames.contains(name));
    if (present.length === 0) return nothingStored();
    // One transaction: what another tab records (events, then the position) is seen whole or not at all.
    const reading = db.transaction(present, 'readonly');
    const entries = (name: StoreName) => (present.includes(name) ? storeEntries(reading.objectStore(name)) : Promise.resolve([]));
    const [confirmed, snapshots, pending, refused, meta] = await Promise.all(storeNames.map(entries));
    return {
      lastPosition: meta!.find(([key]) => key === lastPositionKey)?.[1] ?? null,
      confirmed: confirmed!.map(([, segment]) => segment),
      snapshots: snapshots!,
      pending: pending!,
      refused: refused!,
    };
  } finally {
    db.close();
  }
}

/** The database, or null when this device has none by that name (opening it does not make one). */
function openIfThere(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const opening = indexedDB.open(name);
    let absent = false;
    opening.onupgradeneeded = () => {
      absent = true;
      opening.transaction?.abort();
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => (absent ? resolve(null) : reject(opening.error));
  });
}

function storeEntries(store: IDBObjectStore): Promise<Array<[string, unknown]>> {
  const keys = request(store.getAllKeys());
  const values = request(store.getAll());
  return Promise.all([keys, values]).then(([k, v]) => k.map((key, index) => [String(key), v[index]] as [string, unknown]));
}

function request<T>(asked: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    asked.onsuccess = () => resolve(asked.result);
    asked.onerror = () => reject(asked.error);
  });
}
