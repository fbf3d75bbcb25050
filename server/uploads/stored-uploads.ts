import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlRunner } from '../store/database.ts';
import { contentTypes, extensions, type ImageKind } from './image-kind.ts';

// Photos on disk under DATA_DIR/uploads, named by a random id the server makes (nothing of
// the sender's file name or of time), each with its row in `uploads`.
export type UploaderRole = 'customer' | 'admin';

export interface Upload {
  id: string;
  /** The customer's or the admin's account id. */
  ownerId: string;
  uploaderRole: UploaderRole;
  contentType: string;
  bytes: number;
}

interface UploadRow {
  id: string;
  owner_id: string;
  uploader_role: UploaderRole;
  content_type: string;
  bytes: number;
}

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const kindOfContentType = Object.fromEntries(Object.entries(contentTypes).map(([kind, type]) => [type, kind as ImageKind]));

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

const fileOf = (dataDir: string, id: string, contentType: string) =>
  path.join(uploadsFolder(dataDir), `${id}.${extensions[kindOfContentType[contentType]!]}`);

export async function saveUpload(
  db: SqlRunner,
  dataDir: string,
  upload: { ownerId: string; uploaderRole: UploaderRole; kind: ImageKind; image: Buffer; at: Date },
): Promise<Upload> {
  const stored: Upload = {
    id: randomUUID(),
    ownerId: upload.ownerId,
    uploaderRole: upload.uploaderRole,
    contentType: contentTypes[upload.kind],
    bytes: upload.image.length,
  };
  const file = fileOf(dataDir, stored.id, stored.contentType);
  await mkdir(uploadsFolder(dataDir), { recursive: true });
  // Written aside and renamed, so a crash never leaves half a photo under its real name.
  await writeFile(`${file}.partial`, upload.image, { flag: 'wx' });
  await rename(`${file}.partial`, file);
  try {
    await db.query('insert into uploads (id, owner_id, uploader_role, content_type, bytes, created_at) values ($1, $2, $3, $4, $5, $6)', [
      stored.id,
      stored.ownerId,
      stored.uploaderRole,
      stored.contentType,
      stored.bytes,
      upload.at.toISOString(),
    ]);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return stored;
}

/** The upload with this id, or null when there is none (or the id is not even one). */
export async function findUpload(db: SqlRunner, id: string): Promise<Upload | null> {
  if (!uploadIdPattern.test(id)) return null;
  const { rows } = await db.query<UploadRow>(
    'select id::text as id, owner_id, uploader_role, content_type, bytes from uploads where id = $1',
    [id],
  );
  const row = rows[0];
  return row
    ? { id: row.id, ownerId: row.owner_id, uploaderRole: row.uploader_role, contentType: row.content_type, bytes: Number(row.bytes) }
    : null;
}

export async function readUploadBytes(dataDir: string, upload: Upload): Promise<Buffer> {
  return readFile(fileOf(dataDir, upload.id, upload.contentType));
}

/** A photo of a visit the admin completed on one of this customer's requests: theirs to see. */
export async function shownOnCompletionFor(db: SqlRunner, id: string, customerId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from events
      where audience = $1 and type = 'request.completed' and data->'photoIds' @> jsonb_build_array($2::text)
      limit 1`,
    [customerId, id],
  );
  return rows.length > 0;
}

/** Deletes the rows of these photos (a customer's, at the erasure of their account), answering what was deleted. */
export async function deleteUploadRows(tx: SqlRunner, ids: string[]): Promise<Upload[]> {
  const { rows } = await tx.query<UploadRow>(
    'delete from uploads where id = any($1::uuid[]) returning id::text as id, owner_id, uploader_role, content_type, bytes',
    [ids.filter((id) => uploadIdPattern.test(id))],
  );
  return rows.map((row) => ({ id: row.id, ownerId: row.owner_id, uploaderRole: row.uploader_role, contentType: row.content_type, bytes: Number(row.bytes) }));
}

/** Removes the files of photos whose rows were deleted (once that has committed). */
export async function removeUploadFiles(dataDir: string, uploads: Upload[]): Promise<void> {
  for (const upload of uploads) await rm(fileOf(dataDir, upload.id, upload.contentType), { force: true });
}
