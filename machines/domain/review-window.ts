// How long a customer may change the review they wrote: the machine's guard and the request
// page (which offers "Edit review" only while it would be accepted) ask the same question.
import { limits } from './constants.ts';

const dayMs = 86_400_000;

/** Whether a review first written at `reviewedAt` may still be changed at `at` (ISO times). */
export const reviewStillEditable = (reviewedAt: string, at: string | number): boolean =>
  (typeof at === 'number' ? at : Date.parse(at)) - Date.parse(reviewedAt) <= limits.reviewEditableDays * dayMs;
