import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft, ProposeResult, SyncStatus } from '../../src/eventlog/event-log.ts';
import { PhotoOutbox, type OutboxLog } from '../../src/app/photo-outbox.ts';
import { localPhotoShelf } from '../../src/app/photo-shelf.ts';
import type { PhotoUpload } from '../../src/app/photo-upload.ts';
import { eventually, newScope } from './log-fixtures.ts';

// A booking made offline keeps its photo on the device; the outbox sends it once the customer's
// log is online again, then proposes `request.photoAttached`. The log and the upload route are
// stand-ins the test drives; the photos are kept in the (in-memory) IndexedDB as in the browser.
const requestId = '0193a7c2-5e1f-7b3d-9a4e-0000000000a1';
const photoId = '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1';

function fakeLog(initial: SyncStatus = 'offline') {
  let status = initial;
  const listeners = new Set<() => void>();
  const proposals: Draft[][] = [];
  const log: OutboxLog = {
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    propose: async (drafts): Promise<ProposeResult> => {
      proposals.push([...drafts]);
      return { accepted: true, eventIds: ['e-1'] };
    },
  };
  const become = (next: SyncStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  return { log, proposals, become };
}

const outboxes: PhotoOutbox[] = [];
afterEach(() => outboxes.splice(0).forEach((outbox) => outbox.stop()));

async function openOutbox(scope: string, log: OutboxLog, upload: (photo: Blob) => Promise<PhotoUpload>) {
  const outbox = new PhotoOutbox({
    shelf: localPhotoShelf(scope),
    log,
    upload,
    backoff: { initialMs: 5, maxMs: 5, random: () => 1 },
    exclusive: (task) => task(),
  });
  outboxes.push(outbox);
  await outbox.start();
  return outbox;
}

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const attachedTo = (id: string): Draft[] => [{ stream: `request-${id}`, type: 'request.photoAttached', data: { photoId } }];

describe('the photo outbox', () => {
  it('given a booking made offline, when its photo is kept, then it waits and nothing is uploaded', async () => {
    const { log } = fakeLog('offline');
    const upload = vi.fn(async (): Promise<PhotoUpload> => ({ ok: true, photoId }));
    const outbox = await openOutbox(newScope(), log, upload);

    await outbox.keep(requestId, photo());

    expect([...outbox.waiting()]).toEqual([requestId]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('given a waiting photo, when the network returns, then it is uploaded once with its bytes and attached to its request', async () => {
    const { log, proposals, become } = fakeLog('offline');
    const uploaded: Blob[] = [];
    const outbox = await openOutbox(newScope(), log, async (blob) => {
      uploaded.push(blob);
      return { ok: true, photoId };
    });
    await outbox.keep(requestId, photo());

    become('connecting');
    become('online');
    become('online');

    await eventually(() => expect(outbox.waiting().size).toBe(0));
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]!.type).toBe('image/jpeg');
    expect(new Uint8Array(await uploaded[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(proposals).toEqual([attachedTo(requestId)]);
  });

  it('given a photo kept before a reload, when the page opens again online, then it is still there and is sent', async () => {
    const scope = newScope();
    const before = await openOutbox(scope, fakeLog('offline').log, async () => ({ ok: true, photoId }));
    await before.keep(requestId, photo());
    before.stop();

    const { log, proposals } = fakeLog('online');
    const after = await openOutbox(scope, log, async () => ({ ok: true, photoId }));

    await eventually(() => expect(proposals).toEqual([attachedTo(requestId)]));
    expect(after.waiting().size).toBe(0);
  });

  it('given a photo sent and attached, when the page opens again, then nothing waits and nothing is sent again', async () => {
    const scope = newScope();
    const first = fakeLog('offline');
    const outbox = await openOutbox(scope, first.log, async () => ({ ok: true, photoId }));
    await outbox.keep(requestId, photo());
    first.become('online');
    await eventually(() => expect(outbox.waiting().size).toBe(0));

    const upload = vi.fn(async (): Promise<PhotoUpload> => ({ ok: true, photoId }));
    const reopened = await openOutbox(scope, fakeLog('online').log, upload);

    expect(reopened.waiting().size).toBe(0);
    expect(upload).not.toHaveBeenCalled();
  });

  it('given an upload that fails for the network, when it fails, then the photo stays and is tried again until it goes', async () => {
    const { log, proposals, become } = fakeLog('offline');
    const answers: PhotoUpload[] = [
      { ok: false, code: 'networkError' },
      { ok: false, code: 'networkError' },
      { ok: true, photoId },
    ];
    const upload = vi.fn(async () => answers.shift()!);
    const outbox = await openOutbox(newScope(), log, upload);
    await outbox.keep(requestId, photo());

    become('online');

    await eventually(() => expect(proposals).toEqual([attachedTo(requestId)]));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(outbox.waiting().size).toBe(0);
  });

  it('given a photo the server refuses as an image, when it is sent, then it leaves the outbox and nothing is attached', async () => {
    const { log, proposals } = fakeLog('online');
    const outbox = await openOutbox(newScope(), log, async () => ({ ok: false, code: 'notAnImage' }));

    await outbox.keep(requestId, photo());

    await eventually(() => expect(outbox.waiting().size).toBe(0));
    expect(proposals).toEqual([]);
  });
});
