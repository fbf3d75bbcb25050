// Whether the device has a network: the browser's own answer (navigator.onLine) and its
// `online` / `offline` events. Reaching our server is the sync engine's status; this is the
// plainer fact a banner can tell at once.
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
