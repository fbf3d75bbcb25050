// How a payload written in an older schema reads in its type's newest shape (docs/design.md
// section 4): the log keeps every event as it was written, and `evolve` hands machines the newest
// shape only. Each upcaster turns one schema version into the next. Kept apart from the payload
// schemas so that folding a stream does not need zod.
import type { SettingsCompanyChanged, SettingsCompanyChangedV1 } from './settings-events.ts';

type Upcaster = (data: unknown) => unknown;

const upcasters: Record<string, Record<number, Upcaster>> = {
  // 1 → 2: the address joined; a company event written before it knew none.
  'settings.companyChanged': { 1: (data) => ({ ...(data as SettingsCompanyChangedV1), address: null }) satisfies SettingsCompanyChanged },
};

/** An event's payload in its type's newest shape, upcast schema by schema from the one it was written with. */
export function upcastPayload(type: string, schema: number, data: unknown): unknown {
  const steps = Object.hasOwn(upcasters, type) ? upcasters[type] : undefined;
  let payload = data;
  for (let version = schema; steps?.[version]; version += 1) payload = steps[version]!(payload);
  return payload;
}
