// "Use my location": the browser's geolocation, as coordinates or a reason it gave none.
import type { Coordinates } from '../../machines/domain/riyadh-bounds.ts';

export type PositionAnswer = { ok: true; coordinates: Coordinates } | { ok: false; code: 'locationUnavailable' };

export function currentPosition(): Promise<PositionAnswer> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ ok: false, code: 'locationUnavailable' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, coordinates: { lat: coords.latitude, lng: coords.longitude } }),
      () => resolve({ ok: false, code: 'locationUnavailable' }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  });
}
