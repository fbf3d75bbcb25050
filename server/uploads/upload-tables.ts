import type { Migration } from '../store/migrations.ts';

// Who uploaded which photo: the bytes live in DATA_DIR/uploads/<id>.<ext>, the row says
// whose they are, so only the owner and admins are served them and a booking can name only
// its customer's own photo. An admin uploads the photos of a completed visit: the row says
// so, and a completion may name only such a photo.
export const uploadMigrations: Migration[] = [
  {
    version: 200,
    name: 'uploads',
    sql: `
      create table uploads (
        id uuid primary key,
        owner_id text not null,
        content_type text not null,
        bytes integer not null,
        created_at timestamptz not null
      );
      create index uploads_by_owner on uploads (owner_id);`,
  },
  {
    version: 201,
    name: 'uploads by admins',
    sql: `alter table uploads add column uploader_role text not null default 'customer' check (uploader_role in ('customer', 'admin'));`,
  },
];
