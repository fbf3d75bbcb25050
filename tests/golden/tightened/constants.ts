import { limits as todays } from '../../../machines/domain/constants.ts';
import { tightenedLimits } from '../tightened-rules.ts';

// machines/domain/constants.ts in the tightened build: the same, but for the limits.
export * from '../../../machines/domain/constants.ts';
export const limits = tightenedLimits(todays);
