import type { RequestCompleted } from '../../machines/domain/request-events.ts';
import type { SqlRunner } from '../store/database.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { findUpload, readUploadBytes } from '../uploads/stored-uploads.ts';

// The photos of a customer's data export: those they uploaded, and those the company took of
// their completed visits, each as a data URL so the export is one file.
export interface ExportedPhoto {
  id: string;
  uploadedBy: 'customer' | 'admin';
  contentType: string;
  /** Null when the file is missing from the disk (a restore without its uploads). */
  dataUrl: string | null;
}

async function customersUploads(db: SqlRunner, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    "select id::text as id from uploads where owner_id = $1 and uploader_role = 'customer' order by created_at, id",
    [userId],
  );
  return rows.map((row) => row.id);
}

const completionPhotos = (events: StoredEvent[]) =>
  events.flatMap((event) => (event.type === 'request.completed' ? ((event.data as Partial<RequestCompleted>).photoIds ?? []) : []));

export async function exportedPhotos(deps: { db: SqlRunner; dataDir: string }, userId: string, events: StoredEvent[]): Promise<ExportedPhoto[]> {
  const ids = [...new Set([...(await customersUploads(deps.db, userId)), ...completionPhotos(events)])];
  const photos: ExportedPhoto[] = [];
  for (const id of ids) {
    const upload = await findUpload(deps.db, id);
    if (!upload) continue;
    const bytes = await readUploadBytes(deps.dataDir, upload).catch(() => null);
    photos.push({
      id,
      uploadedBy: upload.uploaderRole,
      contentType: upload.contentType,
      dataUrl: bytes ? `data:${upload.contentType};base64,${bytes.toString('base64')}` : null,
    });
  }
  return photos;
}
