import type { Migration } from '../store/migrations.ts';

// Credentials, sessions and sign-in throttling: secrets, so never events (docs/design.md section 4).
// `accounts` also mirrors the user stream's name, email, mobile and suspension (kept by
// account-projection.ts) so sign-in needs no replay.
export const authMigrations: Migration[] = [
  {
    version: 100,
    name: 'accounts',
    sql: `
      create table accounts (
        user_id text primary key,
        full_name text not null,
        email text not null constraint accounts_email_unique unique,
        mobile text not null constraint accounts_mobile_unique unique,
        -- null: created by an admin grant and not yet claimed by the customer
        password_hash text,
        suspended boolean not null default false,
        created_at timestamptz not null
      );`,
  },
  {
    version: 101,
    name: 'admins',
    sql: `
      create table admins (
        id uuid primary key,
        email text not null constraint admins_email_unique unique,
        password_hash text not null,
        created_at timestamptz not null
      );`,
  },
  {
    version: 102,
    name: 'sessions',
    sql: `
      create table sessions (
        -- sha256 (hex) of the cookie's token: a stolen table holds no usable session
        id text primary key,
        kind text not null check (kind in ('customer', 'admin')),
        account_id text not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        absolute_expires_at timestamptz not null
      );
      create index sessions_by_account on sessions (kind, account_id);
      create index sessions_by_expiry on sessions (expires_at);`,
  },
  {
    version: 103,
    name: 'sign-in throttle',
    sql: `
      create table login_attempts (
        key text primary key,
        attempts integer not null,
        window_started_at timestamptz not null
      );
      create index login_attempts_by_window on login_attempts (window_started_at);`,
  },
  {
    // An admin's optional two-factor sign-in: the authenticator's secret (pending until a code
    // confirms it), the last step a code was used for (no code works twice), and the recovery
    // codes as SHA-256 digests, each struck off once used.
    version: 104,
    name: 'admin two-factor sign-in',
    sql: `
      create table admin_totp (
        admin_id uuid primary key references admins (id) on delete cascade,
        secret text not null,
        enabled_at timestamptz,
        last_step bigint not null default 0,
        recovery_codes text[] not null default '{}'
      );`,
  },
  {
    // A customer may register with a mobile OR an email (issue 23): the one not given is null,
    // so any number of customers may lack one and both stay unique where given.
    version: 120,
    name: 'accounts with either contact',
    sql: `
      alter table accounts alter column email drop not null;
      alter table accounts alter column mobile drop not null;`,
  },
];
