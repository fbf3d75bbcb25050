import { describe, expect, it } from 'vitest';
import type { Uploader } from '../../machines/cross-stream-rules.ts';
import { checkAgainstOtherStreams } from '../../server/events/other-streams.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import type { SqlRunner } from '../../server/store/database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { crossStreamCases } from '../machines/cross-stream-cases.ts';

// The server refuses the same batches across streams as the browser's pending plan, with the
// same reason: the one table of cases, read from a log that holds each case's history.
function logHolding(given: Record<string, object[]>): EventStore {
  const readStream = async (stream: string, afterVersion = 0) =>
    (given[stream] ?? []).slice(afterVersion).map((event, index) => ({ ...event, stream, version: afterVersion + index + 1 }) as StoredEvent);
  return { readStream } as unknown as EventStore;
}

/** The uploads table, holding the photos each case says someone uploaded. */
function uploadsHolding(uploads: Record<string, Uploader>): SqlRunner {
  const query = async (_sql: string, [id]: [string]) => {
    const uploader = uploads[id];
    const ownerId = uploader?.role === 'customer' ? uploader.userId : 'admin-1';
    return { rows: uploader ? [{ id, owner_id: ownerId, uploader_role: uploader.role, content_type: 'image/jpeg', bytes: 100 }] : [] };
  };
  return { query } as unknown as SqlRunner;
}

describe('the server’s check across streams', () => {
  it.each(crossStreamCases)('$name: $refusal', async ({ given, batch, uploads = {}, refusal }) => {
    const deps = { streamStates: new StreamStates(logHolding(given)), db: uploadsHolding(uploads) };
    const outcome = await checkAgainstOtherStreams(deps, batch).then(
      () => null,
      (error: { status: number; code: string }) => `${error.status} ${error.code}`,
    );
    expect(outcome).toBe(refusal === null ? null : `422 ${refusal}`);
  });
});
