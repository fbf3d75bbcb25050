// The map picker's code (Leaflet and its CSS) is a separate chunk fetched only when the
// customer opens the map.
import { loadCodeChunk } from './code-chunk.ts';

export type MapModule = typeof import('./leaflet-map.ts');

export const loadMap = (): Promise<MapModule> => loadCodeChunk(() => import('./leaflet-map.ts'));
