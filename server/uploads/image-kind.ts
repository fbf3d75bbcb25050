// Which image a body is, told by its first bytes: never by a file name or a declared type,
// which the sender chooses freely.
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const contentTypes: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const extensions: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The declared types the upload route takes at all; the bytes decide which one it is. */
export const isImageContentType = (declared: string) =>
  Object.values(contentTypes).includes(declared.split(';')[0]!.trim().toLowerCase());
