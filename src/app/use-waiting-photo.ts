// Whether a request's photo still waits on this device for the network (session-photos.ts).
import { useCallback, useSyncExternalStore } from 'react';
import { useAppServices } from './app-context.tsx';

export function useWaitingPhoto(requestId: string): boolean {
  const { photos } = useAppServices().session;
  const waiting = () => photos.waiting().has(requestId);
  return useSyncExternalStore(
    useCallback((listener) => photos.subscribe(listener), [photos]),
    waiting,
    waiting,
  );
}
