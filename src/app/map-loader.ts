// The map picker's code (Leaflet and its CSS) is a separate chunk fetched only when the
// customer opens the map, retried 3 times with a growing wait if the network drops it.
import { retryWithBackoff } from './retry-with-backoff.ts';

export type MapModule = typeof import('./leaflet-map.ts');

export const loadMap = (): Promise<MapModule> => retryWithBackoff(() => import('./leaflet-map.ts'));
