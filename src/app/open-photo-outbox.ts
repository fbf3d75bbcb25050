// The customer's photo outbox as the session opens it: loaded in the event log's own chunk
// (build/boot-chunks.ts), so a customer who goes offline just after signing in has it already.
import type { EventLog } from '../eventlog/event-log.ts';
import { PhotoOutbox } from './photo-outbox.ts';
import { localPhotoShelf } from './photo-shelf.ts';
import { uploadPhoto } from './photo-upload.ts';

const scopeOf = (userId: string) => `customer-${userId}`;

export const openPhotoOutbox = (userId: string, log: EventLog): PhotoOutbox =>
  new PhotoOutbox({ shelf: localPhotoShelf(scopeOf(userId)), log, upload: uploadPhoto });

export const wipeWaitingPhotos = (userId: string): Promise<void> => localPhotoShelf(scopeOf(userId)).wipe();
