// The booking's optional photo: a quick check in the browser (the server checks the bytes
// again), then the raw bytes sent to the server, which answers the upload's id.
import { limits } from '../../machines/domain/constants.ts';
import { callApi } from '../eventlog/api-call.ts';

export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoProblem = 'unsupportedImageType' | 'imageTooLarge';

export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) return 'unsupportedImageType';
  return file.size > limits.maxImageBytes ? 'imageTooLarge' : null;
}

export type PhotoUpload = { ok: true; photoId: string } | { ok: false; code: string };

/** Sent by the signed-in customer (a booking's photo), or by an admin acting as admin (a technician's). */
export async function uploadPhoto(file: Blob, by: 'customer' | 'admin' = 'customer'): Promise<PhotoUpload> {
  const problem = photoProblem(file);
  if (problem) return { ok: false, code: problem };
  const answer = await callApi(globalThis.fetch.bind(globalThis), '/api/uploads', {
    method: 'POST',
    headers: { 'content-type': file.type, ...(by === 'admin' && { 'x-acting-as': 'admin' }) },
    body: file,
  });
  if ('ok' in answer) {
    const id = (answer.ok as { upload?: { id?: unknown } }).upload?.id;
    return typeof id === 'string' ? { ok: true, photoId: id } : { ok: false, code: 'networkError' };
  }
  return { ok: false, code: answer.kind === 'refused' ? answer.code : 'networkError' };
}
