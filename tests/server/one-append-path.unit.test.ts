import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every event the server writes passes one function that decides it (policy, schema, machine,
// rules across streams): the store's `append` takes only `DecidedEvent`s, and this test keeps
// anyone from making one, or calling `append`, anywhere else.
const serverDir = path.resolve('server');
const decidingModule = 'server/events/append-decided.ts';
const storeModules = /^server\/store\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [path.relative(process.cwd(), full)] : [];
  });
}

const outside = sources(serverDir).filter((file) => file !== decidingModule && !storeModules.test(file));

describe('the one append path', () => {
  it('is the only module that makes a decided event', () => {
    const making = outside.filter((file) => /as DecidedEvent|DecidedEvent\[\]\s*\)/.test(readFileSync(file, 'utf8')));
    expect(making).toEqual([]);
  });

  it('is the only module that calls the store’s append', () => {
    const appending = outside.filter((file) => /\bstore\.append\(|\.append\(\s*\[/.test(readFileSync(file, 'utf8')));
    expect(appending).toEqual([]);
  });

  it('sees the server’s paths that write events (so the checks above look where they should)', () => {
    for (const writer of ['server/auth/registration.ts', 'server/auth/sign-in.ts', 'server/chat/greetings.ts', 'server/chat/auto-replies.ts', 'server/payments/request-payments.ts', 'server/payments/plan-payments.ts', 'server/subscriptions/grant-subscription.ts', 'server/http/event-routes.ts']) {
      expect(outside).toContain(writer);
      expect(readFileSync(writer, 'utf8'), writer).toMatch(/appendDecided\(/);
    }
  });
});
