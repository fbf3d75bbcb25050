// A fingerprint of what a stream machine folds with: its chart (states, transitions, guard and
// action names) and the code of its guards and actions. Any change to either changes it, so a
// snapshot kept beside it is dropped by itself, with no version number to remember to bump.
import type { AnyStateMachine } from 'xstate';

/** The source of an implementation; an `assign` is known by its assignment, not its wrapper. */
function sourceOf(implementation: unknown): string {
  const assignment = (implementation as { assignment?: unknown } | null)?.assignment;
  if (assignment === undefined) return String(implementation);
  if (typeof assignment === 'function') return String(assignment);
  return Object.entries(assignment as Record<string, unknown>)
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(';');
}

function describe(machine: AnyStateMachine): string {
  const { guards, actions } = machine.implementations;
  const code = (named: Record<string, unknown>) =>
    Object.keys(named)
      .sort()
      .map((name) => `${name}=${sourceOf(named[name])}`)
      .join('\n');
  return `${JSON.stringify(machine.root.definition)}\n${code(guards)}\n${code(actions)}`;
}

/** 53-bit string hash (cyrb53): short, stable, and the same in the browser and on the server. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function fingerprintOf(machines: AnyStateMachine[]): string {
  return machines
    .map((machine) => `${machine.id}:${hash53(describe(machine))}`)
    .sort()
    .join('|');
}
