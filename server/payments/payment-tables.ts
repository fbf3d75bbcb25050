import type { Migration } from '../store/migrations.ts';

// Payment attempts: the id our server hands out before a card is sent (the provider's
// idempotency key, so a second tab cannot charge again), whose request it pays and whether it
// failed (and, since 301, what else it may buy). Invoice numbers are issued in `invoices` (304). The built-in test gateway keeps its
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
  {
    // A payment may buy a VIP plan for a customer as well as a request; an attempt is settled
    // once its payment is recorded, so the next purchase of the same plan gets a new id.
    version: 301,
    name: 'plan payments',
    sql: `
      alter table payment_attempts alter column request_id drop not null;
      alter table payment_attempts
        add column customer_id text,
        add column plan_id text,
        add column settled_at timestamptz;
      alter table payment_attempts add constraint payment_attempts_pay_one_thing
        check ((request_id is not null) <> (plan_id is not null and customer_id is not null));
      create index payment_attempts_by_plan on payment_attempts (customer_id, plan_id);
      alter table test_gateway_payments add column metadata jsonb not null default '{}';
      update test_gateway_payments set metadata = jsonb_build_object('requestId', request_id);
      alter table test_gateway_payments drop column request_id;`,
  },
  {
    // One open attempt per purchase, kept by the database itself: two tabs, a double click or
    // two instances starting at once all get the one payment id. Older duplicates are closed.
    version: 302,
    name: 'one open payment attempt per purchase',
    sql: `
      update payment_attempts stale set failed_at = stale.created_at
        where stale.failed_at is null and stale.settled_at is null
          and exists (
            select 1 from payment_attempts newer
             where newer.failed_at is null and newer.settled_at is null
               and newer.request_id is not distinct from stale.request_id
               and newer.customer_id is not distinct from stale.customer_id
               and newer.plan_id is not distinct from stale.plan_id
               and (newer.created_at, newer.payment_id) > (stale.created_at, stale.payment_id));
      create unique index payment_attempts_one_open_per_request on payment_attempts (request_id)
        where request_id is not null and failed_at is null and settled_at is null;
      create unique index payment_attempts_one_open_per_plan on payment_attempts (customer_id, plan_id)
        where plan_id is not null and failed_at is null and settled_at is null;`,
  },
  {
    // Invoice numbers issued with the append that records their payment, gap-free from here on
    // (invoice-numbers.ts); they go on from the last number the old sequence handed out.
    version: 304,
    name: 'invoices issued with their payment',
    sql: `
      create table invoices (
        number integer primary key,
        payment_id text not null unique,
        issued_at timestamptz not null
      );
      insert into invoices (number, payment_id, issued_at)
        select last_value, 'numbered by the sequence before migration 304', now() from invoice_numbers where is_called;
      drop sequence invoice_numbers;`,
  },
  {
    // The test gateway takes STC Pay as well as cards: what paid, and the wallet's code to wait for.
    version: 305,
    name: 'test gateway wallets',
    sql: `alter table test_gateway_payments add column source_type text not null default 'creditcard';`,
  },
];
