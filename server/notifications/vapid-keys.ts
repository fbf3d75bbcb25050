import type { Database } from '../store/database.ts';
import type { Migration } from '../store/migrations.ts';
import { newVapidKeys, type VapidKeys } from './vapid.ts';

// The server's VAPID key pair, made on its first start and kept in its own database (as the
// admins' two-factor secrets are): every browser's subscription is bound to the public key, so
// it must outlive restarts, backups and a move to PostgreSQL. Two instances starting together
// keep whichever pair was written first.
export const webPushMigrations: Migration[] = [
  {
    version: 610,
    name: 'web push keys and outbox subscriptions',
    sql: `
      create table web_push_keys (
        id integer primary key check (id = 1),
        private_key_pem text not null,
        public_key text not null,
        created_at timestamptz not null
      );
      alter table notification_outbox add column push_to jsonb;`,
  },
];

export async function vapidKeysOf(db: Database, now: Date): Promise<VapidKeys> {
  const made = newVapidKeys();
  await db.query('insert into web_push_keys (id, private_key_pem, public_key, created_at) values (1, $1, $2, $3) on conflict (id) do nothing', [
    made.privateKeyPem,
    made.publicKey,
    now.toISOString(),
  ]);
  const { rows } = await db.query<{ private_key_pem: string; public_key: string }>('select private_key_pem, public_key from web_push_keys where id = 1');
  return { privateKeyPem: rows[0]!.private_key_pem, publicKey: rows[0]!.public_key };
}
