// The lazily loaded map: OpenStreetMap tiles (no key; the URL can be changed with
// VITE_MAP_TILE_URL), centred on Riyadh; a click picks a point. A marker drawn as a circle,
// so no marker image is fetched.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import type { Coordinates } from '../../machines/domain/riyadh-bounds.ts';

const defaultTiles = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const riyadhCentre: Coordinates = { lat: 24.7136, lng: 46.6753 };

export interface MapOptions {
  picked: Coordinates | null;
  onPick: (coordinates: Coordinates) => void;
  /** Tiles that cannot be fetched (offline): the form works without them. */
  onTilesFailed: () => void;
}

export function mountMap(element: HTMLElement, { picked, onPick, onTilesFailed }: MapOptions): () => void {
  const map = L.map(element).setView(picked ?? riyadhCentre, 11);
  const tiles = L.tileLayer(import.meta.env.VITE_MAP_TILE_URL || defaultTiles, {
    maxZoom: 19,
    attribution: '&copy; OpenStreetMap contributors',
  }).addTo(map);
  let failed = false;
  tiles.on('tileerror', () => {
    if (failed) return;
    failed = true;
    onTilesFailed();
  });
  let marker = picked ? L.circleMarker(picked, { radius: 9 }).addTo(map) : null;
  map.on('click', ({ latlng }) => {
    marker?.remove();
    marker = L.circleMarker(latlng, { radius: 9 }).addTo(map);
    onPick({ lat: latlng.lat, lng: latlng.lng });
  });
  return () => map.remove();
}
