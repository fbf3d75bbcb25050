// Riyadh only (docs/decisions.md 14): coordinates, when given, fall inside the city's bounding box.
export const riyadhBounds = { south: 24.35, north: 25.1, west: 46.3, east: 47.05 } as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

export function isInsideRiyadh({ lat, lng }: Coordinates): boolean {
  return (
    lat >= riyadhBounds.south &&
    lat <= riyadhBounds.north &&
    lng >= riyadhBounds.west &&
    lng <= riyadhBounds.east
  );
}
