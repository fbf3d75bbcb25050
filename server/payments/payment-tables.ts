import type { Migration } from '../store/migrations.ts';

// Payment attempts: the id our server hands out before a card is sent (the provider's
// idempotency key, so a second tab cannot charge again), whose request it pays and whether it
// failed. Invoice numbers come from their own sequence. The built-in test gateway keeps its
// payments as a provider would: brand and last 4 digits, never the card number.
export const paymentMigrations: Migration[] = [
  {
    version: 300,
    name: 'payments',
    sql: `
      create table payment_attempts (
        payment_id uuid primary key,
        request_id text not null,
        provider text not null,
        amount_halalas integer not null,
        created_at timestamptz not null,
        failed_at timestamptz
      );
      create index payment_attempts_by_request on payment_attempts (request_id);
      create sequence invoice_numbers;
      create table test_gateway_payments (
        id uuid primary key,
        amount_halalas integer not null,
        currency text not null,
        request_id text not null,
        callback_url text not null,
        status text not null,
        brand text not null,
        last4 text not null,
        message text,
        created_at timestamptz not null
      );`,
  },
];
