// A booking's photo, sent with it or after it, must be one its customer uploaded; the photos of
// a completed visit, ones an admin uploaded.
import type { RequestCompleted, RequestPhotoAttached, RequestSubmitted } from '../domain/request-events.ts';
import { firstFailing, type BatchEvent, type Rule, type Uploader } from './batch.ts';

const isCompletion = (event: BatchEvent) => event.type === 'request.completed';
/** A booking with its photo, a photo sent after its booking, or a completed visit with its photos. */
export const carriesPhoto = (event: BatchEvent) =>
  event.type === 'request.submitted' || event.type === 'request.photoAttached' || isCompletion(event);
export function photosOf(event: BatchEvent): string[] {
  // A completion of schema 1 carries no photos.
  if (isCompletion(event)) return (event.data as Partial<RequestCompleted>).photoIds ?? [];
  const photoId = (event.data as RequestSubmitted | RequestPhotoAttached).photoId;
  return photoId === null ? [] : [photoId];
}
function uploaderOf(event: BatchEvent): Uploader | null {
  if (isCompletion(event)) return { role: 'admin' };
  return event.actor.userId === undefined ? null : { role: 'customer', userId: event.actor.userId };
}

/** A booking's photo, sent with it or after it, is one its customer uploaded; a completed visit's, ones an admin uploaded. */
export const unknownPhoto: Rule = (batch, world) =>
  firstFailing('unknownPhoto', batch.filter(carriesPhoto), (event) => {
    const uploader = uploaderOf(event);
    return photosOf(event).every((photoId) => uploader !== null && world.uploadedBy(photoId, uploader));
  });
