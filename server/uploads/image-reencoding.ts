import { HashSlots } from '../auth/hash-slots.ts';
import { ApiError } from '../http/api-error.ts';
import type { ImageKind } from './image-kind.ts';

// Every photo is decoded and encoded again by a real image library, so what is stored is
// pixels only: EXIF (with the GPS position of the customer's home), XMP and comments are
// not copied. The orientation EXIF gave is applied to the pixels first, so the photo still
// stands the right way up. Pictures over 40 megapixels are refused before decoding, so a
// small file claiming huge dimensions cannot take the server's memory.
export const maxImagePixels = 40_000_000;

// A decoded 40-megapixel picture takes about 160 MB: two at a time per process, a short
// queue behind them, 503 serverBusy beyond (the same bounded queue as password hashing).
const reencodingSlots = new HashSlots(2, 16);

export const notAnImage = () => new ApiError(400, 'notAnImage', 'This file is not a JPEG, PNG or WebP image.');

export const imageTooLarge = (limit: string) =>
  new ApiError(413, 'imageTooLarge', `The image is too large: at most ${limit}.`);

/** Loaded with the first photo, not at start: the image library takes ~120 ms to load. */
const imageLibrary = () => import('sharp').then((module) => module.default);

export async function reencodeImage(bytes: Uint8Array, kind: ImageKind): Promise<Buffer> {
  const sharp = await imageLibrary();
  const decoded = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error' }).rotate();
  const encoded = kind === 'png' ? decoded.png() : kind === 'webp' ? decoded.webp({ quality: 85 }) : decoded.jpeg({ quality: 85 });
  try {
    return await reencodingSlots.run(() => encoded.toBuffer());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) throw imageTooLarge(`${maxImagePixels / 1_000_000} megapixels`);
    throw notAnImage();
  }
}
