import type { Migration } from '../store/migrations.ts';

// The order numbers the server hands out (server/events/order-numbers.ts): a sequence, so each
// number is taken once whatever instance or connection asks, and a restart goes on from the
// last one. It starts after the 3-digit numbers browsers drew before.
export const orderNumberMigrations: Migration[] = [
  {
    version: 500,
    name: 'order numbers',
    sql: `create sequence order_numbers as bigint start with 1000 minvalue 1000 no cycle;`,
  },
];
