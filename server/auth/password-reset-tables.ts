import type { Migration } from '../store/migrations.ts';

// Forgot-password links and codes: secrets, so never events (docs/design.md section 4). Only a digest of
// each is kept, so a leaked table resets no password. A row stays after use or expiry (swept
// a day later) so a second click can be told "already used" or "expired", not "unknown".
export const passwordResetMigrations: Migration[] = [
  {
    version: 150,
    name: 'password resets',
    sql: `
      create table password_resets (
        id uuid primary key,
        user_id text not null,
        kind text not null check (kind in ('link', 'code')),
        -- link: sha256 of the token; code: sha256 of the row's id and the 6 digits
        secret_hash text not null constraint password_resets_secret_unique unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        wrong_codes integer not null default 0
      );
      create index password_resets_by_user on password_resets (user_id, kind, created_at);`,
  },
];
