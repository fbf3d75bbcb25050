import { defaultSettings as todays } from '../../../machines/domain/default-settings.ts';
import { tightenedSettings } from '../tightened-rules.ts';

// machines/domain/default-settings.ts in the tightened build: the settings open with the narrowed hours.
export const defaultSettings = tightenedSettings(todays);
