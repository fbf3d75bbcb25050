import { Hono } from 'hono';
import { limits } from '../../machines/domain/constants.ts';
import { imageKindOf, isImageContentType } from '../uploads/image-kind.ts';
import { imageTooLarge, notAnImage, reencodeImage } from '../uploads/image-reencoding.ts';
import { findUpload, readUploadBytes, saveUpload, shownOnCompletionFor, type Upload } from '../uploads/stored-uploads.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';
import type { BodyRule } from './request-guards.ts';

// Booking photos (a customer's), photos of a completed visit and technicians' photos (an admin's),
// mounted at /api/uploads:
//   POST /     the image's bytes, Content-Type image/jpeg | image/png | image/webp, at most 5 MB
//              → 201 {upload: {id, contentType, bytes}}, stored re-encoded without metadata;
//              an admin uploads with `X-Acting-As: admin` when the browser holds both sessions
//   GET  /:id  → the image, to its uploader and to admins, and an admin's photo to the customer
//              whose completed request shows it; to anyone else the same 404 as for an id that
//              does not exist, so an id tells nothing.
export const uploadPath = '/api/uploads';

/** The one state-changing route whose body is not JSON (the Origin check still applies). */
export const imageBody: BodyRule = {
  maxBytes: limits.maxImageBytes,
  accepts: isImageContentType,
  tooLarge: () => imageTooLarge(`${limits.maxImageBytes / (1024 * 1024)} MB`),
  wrongType: () => new ApiError(415, 'unsupportedImageType', 'Send a JPEG, PNG or WebP image.'),
};

// The bytes behind an id never change, so the browser may keep them a while; only its own cache.
const cacheControl = 'private, max-age=3600';

const notFound = () => new ApiError(404, 'notFound', 'No such photo.');

async function customerMayRead(deps: AppDeps, upload: Upload, customerId: string): Promise<boolean> {
  if (upload.uploaderRole === 'customer') return upload.ownerId === customerId;
  return shownOnCompletionFor(deps.db, upload.id, customerId);
}

export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const session = c.get('session');
    if (!session) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
    const body = new Uint8Array(await c.req.arrayBuffer());
    const kind = imageKindOf(body);
    if (!kind) throw notAnImage();
    const image = await reencodeImage(body, kind);
    const upload = await saveUpload(deps.db, deps.config.dataDir, {
      ownerId: session.accountId,
      uploaderRole: session.kind,
      kind,
      image,
      at: deps.now(),
    });
    return c.json({ upload: { id: upload.id, contentType: upload.contentType, bytes: upload.bytes } }, 201);
  });

  // Reading is not acting: an admin's session shows a customer's photo even in a browser
  // where a customer is signed in too, without `?as=admin` on every <img>.
  routes.get('/:id', async (c) => {
    const upload = await findUpload(deps.db, c.req.param('id'));
    const customer = c.get('customerSession');
    const mayRead = upload && (c.get('adminSession') !== null || (customer && (await customerMayRead(deps, upload, customer.accountId))));
    if (!mayRead) throw notFound();
    const bytes = await readUploadBytes(deps.config.dataDir, upload).catch(() => {
      throw notFound();
    });
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': upload.contentType,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
