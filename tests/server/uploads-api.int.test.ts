import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, act, jpegWithGps, newRequestStream, paidByServer, submitted, uploadPhoto } from './request-fixtures.ts';

// Booking photos: only images (by their bytes), at most 5 MB, stored re-encoded without
// their metadata, shown to their uploader and admins only, attachable only by their uploader.
// Photos of a completed visit: uploaded by an admin, named only by a completion, shown to the
// customer whose request it completes.
let h: Harness & { adminId: string };
let sara: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  await registerCustomer(h, 'omar');
});
afterAll(async () => {
  await h.close();
});

const gpsPointerTag = Buffer.from([0x25, 0x88]);

async function expectRefusedUpload(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect((await h.db.query('select 1 from uploads')).rows.length, 'no upload row may be added').toBe(storedRows);
}
let storedRows = 0;
const countRows = async () => {
  storedRows = (await h.db.query('select 1 from uploads')).rows.length;
};

describe('uploading a photo', () => {
  it('stores a JPEG re-encoded without its EXIF, so the GPS position of the customer’s home is gone', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes(gpsPointerTag), 'the test photo carries GPS').toBe(true);

    const response = await uploadPhoto(h, 'sara', original);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.upload).toEqual({ id: expect.any(String), contentType: 'image/jpeg', bytes: expect.any(Number) });
    const served = await h.request(`/api/uploads/${response.body.upload.id}`, { client: 'sara' });
    expect(served.status).toBe(200);
    expect(served.bytes.length).toBe(response.body.upload.bytes);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif, 'no EXIF survives the re-encoding').toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('PhoneMaker')), 'nothing of the original EXIF is in the file').toBe(false);
  });

  it('turns a photo taken sideways upright before dropping the orientation tag', async () => {
    const sideways = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#00f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const response = await uploadPhoto(h, 'sara', sideways);

    const served = await h.request(`/api/uploads/${response.body.upload.id}`, { client: 'sara' });
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([4, 8, undefined]);
  });

  it('stores the photo under DATA_DIR/uploads by the server’s id, and a row of whose it is', async () => {
    const response = await uploadPhoto(h, 'sara', await jpegWithGps());
    const { id } = response.body.upload;
    expect(await readdir(path.join(h.config.dataDir, 'uploads'))).toContain(`${id}.jpg`);
    const rows = (await h.db.query('select owner_id, content_type from uploads where id = $1', [id])).rows;
    expect(rows).toEqual([{ owner_id: sara, content_type: 'image/jpeg' }]);
  });

  it('keeps a PNG a PNG and a WebP a WebP, whatever type was declared', async () => {
    const square = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } });
    const png = await uploadPhoto(h, 'sara', await square().png().toBuffer(), 'image/png');
    const webpDeclaredJpeg = await uploadPhoto(h, 'sara', await square().webp().toBuffer(), 'image/jpeg');
    expect([png.status, png.body.upload.contentType]).toEqual([201, 'image/png']);
    expect([webpDeclaredJpeg.status, webpDeclaredJpeg.body.upload.contentType]).toEqual([201, 'image/webp']);
  });

  it('refuses a text file renamed .jpg and sent as image/jpeg with 400 notAnImage', async () => {
    await countRows();
    const response = await uploadPhoto(h, 'sara', Buffer.from('just some notes.jpg\nnot a photo at all'), 'image/jpeg');
    await expectRefusedUpload(response, 400, 'notAnImage');
  });

  it('refuses bytes that start like a JPEG but do not decode with 400 notAnImage', async () => {
    await countRows();
    const response = await uploadPhoto(h, 'sara', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    await expectRefusedUpload(response, 400, 'notAnImage');
  });

  it('refuses a body over 5 MB with 413 imageTooLarge', async () => {
    await countRows();
    const sixMegabytes = Buffer.concat([await jpegWithGps(), Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefusedUpload(await uploadPhoto(h, 'sara', sixMegabytes), 413, 'imageTooLarge');
  });

  it('refuses a small file claiming more than 40 megapixels with 413 imageTooLarge', async () => {
    await countRows();
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    await expectRefusedUpload(await uploadPhoto(h, 'sara', huge, 'image/png'), 413, 'imageTooLarge');
  });

  it('refuses another declared type, such as a GIF, with 415 unsupportedImageType', async () => {
    await countRows();
    await expectRefusedUpload(await uploadPhoto(h, 'sara', Buffer.from('GIF89a'), 'image/gif'), 415, 'unsupportedImageType');
  });

  it('refuses a visitor with 401 signInRequired', async () => {
    await countRows();
    await expectRefusedUpload(await uploadPhoto(h, 'visitor', await jpegWithGps()), 401, 'signInRequired');
  });

  it('refuses an upload from another site with 403 foreignOrigin', async () => {
    await countRows();
    const response = await h.request('/api/uploads', {
      client: 'sara',
      body: await jpegWithGps(),
      contentType: 'image/jpeg',
      origin: 'https://evil.example',
    });
    await expectRefusedUpload(response, 403, 'foreignOrigin');
  });

  it('still holds every JSON route to 256 KiB', async () => {
    const before = await h.store.lastPosition();
    const response = await h.request('/api/events', { client: 'sara', body: JSON.stringify({ events: [], pad: 'x'.repeat(300 * 1024) }) });
    expect([response.status, response.body.error.code]).toEqual([413, 'bodyTooLarge']);
    await expectLogUnchangedAndHealthy(h, before);
  });
});

describe('reading a photo', () => {
  let photoId: string;
  beforeAll(async () => {
    photoId = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
  });

  it('serves it to its uploader as an image no cache but theirs may keep, never sniffed', async () => {
    const response = await h.request(`/api/uploads/${photoId}`, { client: 'sara' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves it to the admin', async () => {
    const response = await h.request(`/api/uploads/${photoId}`, { client: 'admin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers another customer, a visitor, an unknown id and a malformed id with the same 404 notFound', async () => {
    const answers = await Promise.all([
      h.request(`/api/uploads/${photoId}`, { client: 'omar' }),
      h.request(`/api/uploads/${photoId}`, { client: 'visitor' }),
      h.request('/api/uploads/00000000-0000-4000-8000-000000000000', { client: 'sara' }),
      h.request('/api/uploads/..%2F..%2Fpglite', { client: 'sara' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0]!.body);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers[0]!.body.error.code).toBe('notFound');
  });
});

describe('a technician’s photo uploaded by an admin', () => {
  const asAdmin = { 'x-acting-as': 'admin' };

  it('is stored for the admin acting as admin, who is served it', async () => {
    const response = await h.request('/api/uploads', { client: 'admin', body: await jpegWithGps(), contentType: 'image/jpeg', headers: asAdmin });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const served = await h.request(`/api/uploads/${response.body.upload.id}`, { client: 'admin' });
    expect(served.status).toBe(200);
  });

  it('is never a photo a customer may attach to their booking, whatever their id', async () => {
    const adminsPhoto = (await h.request('/api/uploads', { client: 'admin', body: await jpegWithGps(), contentType: 'image/jpeg', headers: asAdmin })).body.upload.id;
    const role = (await h.db.query<{ uploader_role: string }>('select uploader_role from uploads where id = $1', [adminsPhoto])).rows[0]!.uploader_role;
    expect(role).toBe('admin');
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { photoId: adminsPhoto })]);
    expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
  });

  it('is refused to a visitor with 401 signInRequired', async () => {
    const response = await h.request('/api/uploads', { client: 'visitor', body: await jpegWithGps(), contentType: 'image/jpeg', headers: asAdmin });
    expect([response.status, response.body.error.code]).toEqual([401, 'signInRequired']);
  });
});

describe('attaching a photo to a booking', () => {
  it('accepts the customer’s own photo', async () => {
    const photoId = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { photoId })]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.events[0].data.photoId).toBe(photoId);
  });

  it('refuses another customer’s photo with 422 unknownPhoto, and appends nothing', async () => {
    const sarasPhoto = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
    const before = await h.store.lastPosition();
    const response = await propose(h, 'omar', [submitted(newRequestStream(), { photoId: sarasPhoto })]);
    expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses a photo id that was never uploaded with 422 unknownPhoto', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { photoId: '00000000-0000-4000-8000-000000000000' })]);
    expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
    await expectLogUnchangedAndHealthy(h, before);
  });
  describe('sent after the booking (chosen offline)', () => {
    // After the booking and the order number the server gave it.
    const photoAttached = (stream: string, photoId: string) => ({
      id: uuidv7(),
      stream,
      expectedVersion: 2,
      type: 'request.photoAttached',
      schema: 1,
      data: { photoId },
    });

    it('given a booking without a photo, when another customer’s photo is attached, then 422 unknownPhoto and nothing appended', async () => {
      const stream = newRequestStream();
      expect((await propose(h, 'sara', [submitted(stream)])).status).toBe(200);
      const omarsPhoto = (await uploadPhoto(h, 'omar', await jpegWithGps())).body.upload.id;
      const before = await h.store.lastPosition();
      const response = await propose(h, 'sara', [photoAttached(stream, omarsPhoto)]);
      expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
      await expectLogUnchangedAndHealthy(h, before);
    });

    it('given a booking without a photo, when the customer’s own photo is attached, then the request carries it', async () => {
      const stream = newRequestStream();
      expect((await propose(h, 'sara', [submitted(stream)])).status).toBe(200);
      const photoId = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
      const response = await propose(h, 'sara', [photoAttached(stream, photoId)]);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.events[0].data.photoId).toBe(photoId);
    });
  });
});

describe('the photos of a completed visit', () => {
  /** Given: Sara's request, priced at 150 riyals and paid. */
  async function paidRequest() {
    const { stream } = await acceptedOffer(h, 'sara', 15_000);
    await paidByServer(h, stream, 15_000);
    return stream;
  }
  const completing = (stream: string, photoIds: string[]) => act(h, 'admin', stream, 'completed', { note: 'Replaced the tap washer.', photoIds });

  it('given an admin, when they upload a JPEG with GPS in its EXIF, then it is stored as theirs without EXIF', async () => {
    const response = await uploadPhoto(h, 'admin', await jpegWithGps());

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const rows = (await h.db.query('select owner_id, uploader_role from uploads where id = $1', [response.body.upload.id])).rows;
    expect(rows).toEqual([{ owner_id: h.adminId, uploader_role: 'admin' }]);
    const served = await h.request(`/api/uploads/${response.body.upload.id}`, { client: 'admin' });
    expect(served.status).toBe(200);
    expect((await sharp(served.bytes).metadata()).exif, 'no EXIF survives the re-encoding').toBeUndefined();
    expect(served.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('given a paid request, when the admin completes it with their photo, then its customer is shown the photo and nobody else', async () => {
    const stream = await paidRequest();
    const photoId = (await uploadPhoto(h, 'admin', await jpegWithGps())).body.upload.id;
    const before = await h.request(`/api/uploads/${photoId}`, { client: 'sara' });

    const response = await completing(stream, [photoId]);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(before.status, 'not before the completion names it').toBe(404);
    expect((await h.request(`/api/uploads/${photoId}`, { client: 'sara' })).status).toBe(200);
    expect((await h.request(`/api/uploads/${photoId}`, { client: 'omar' })).status).toBe(404);
    expect((await h.request(`/api/uploads/${photoId}`, { client: 'visitor' })).status).toBe(404);
  });

  it('given a paid request, when the admin completes it with a photo a customer uploaded, then 422 unknownPhoto and nothing appended', async () => {
    const stream = await paidRequest();
    const sarasPhoto = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
    const before = await h.store.lastPosition();

    const response = await completing(stream, [sarasPhoto]);

    expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('given an admin’s photo, when a customer names it on their booking, then 422 unknownPhoto', async () => {
    const adminsPhoto = (await uploadPhoto(h, 'admin', await jpegWithGps())).body.upload.id;
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { photoId: adminsPhoto })]);
    expect([response.status, response.body.error.code]).toEqual([422, 'unknownPhoto']);
  });
});
