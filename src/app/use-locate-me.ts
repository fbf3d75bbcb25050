// "Use my location" as a view holds it: asks the device once at a time, hands the position
// on, and remembers whether the last ask failed (the view says so).
import { useState } from 'react';
import type { Coordinates } from '../../machines/domain/riyadh-bounds.ts';
import { currentPosition } from './current-position.ts';

export type Locating = 'idle' | 'busy' | 'failed';

export function useLocateMe(onFound: (coordinates: Coordinates) => void): { locating: Locating; locateMe: () => Promise<void> } {
  const [locating, setLocating] = useState<Locating>('idle');
  const locateMe = async () => {
    setLocating('busy');
    const answer = await currentPosition();
    setLocating(answer.ok ? 'idle' : 'failed');
    if (answer.ok) onFound(answer.coordinates);
  };
  return { locating, locateMe };
}
