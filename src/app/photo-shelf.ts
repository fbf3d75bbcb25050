// Where a customer's waiting photos are kept on this device (localforage, IndexedDB): one
// database per customer, beside their event log, and wiped with it at logout.
import localforage from 'localforage';

export interface WaitingPhoto {
  requestId: string;
  contentType: string;
  bytes: ArrayBuffer;
}

export interface PhotoShelf {
  put(photo: WaitingPhoto): Promise<void>;
  all(): Promise<WaitingPhoto[]>;
  remove(requestId: string): Promise<void>;
  wipe(): Promise<void>;
}

export function localPhotoShelf(scope: string): PhotoShelf {
  const name = `photo-outbox-${scope}`;
  const store = localforage.createInstance({ name, storeName: 'photos' });
  return {
    put: async (photo) => void (await store.setItem(photo.requestId, photo)),
    all: async () => {
      const photos: WaitingPhoto[] = [];
      await store.iterate<WaitingPhoto, void>((photo) => {
        photos.push(photo);
      });
      return photos;
    },
    remove: (requestId) => store.removeItem(requestId),
    wipe: () => store.dropInstance({ name }),
  };
}
