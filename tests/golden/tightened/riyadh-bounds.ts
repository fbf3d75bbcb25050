import { isInsideTinyRiyadh, tinyRiyadh } from '../tightened-rules.ts';

// machines/domain/riyadh-bounds.ts in the tightened build: Riyadh's box is the tiny one.
export type { Coordinates } from '../../../machines/domain/riyadh-bounds.ts';
export const riyadhBounds = tinyRiyadh;
export const isInsideRiyadh = isInsideTinyRiyadh;
