import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoredEvent } from '../../server/store/event-store.ts';

// The golden event log on disk: the demo's story as the store kept it, every event with its
// whole envelope, in position order. One event a line inside a JSON array, so the file is
// plain JSON yet a diff of it reads event by event.
export const goldenLogPath = fileURLToPath(new URL('./golden-log.json', import.meta.url));

export function goldenLogText(events: readonly StoredEvent[]): string {
  return `[\n${events.map((event) => JSON.stringify(event)).join(',\n')}\n]\n`;
}

export function readGoldenLog(): StoredEvent[] {
  return JSON.parse(readFileSync(goldenLogPath, 'utf8')) as StoredEvent[];
}
