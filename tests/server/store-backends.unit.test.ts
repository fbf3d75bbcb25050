import { describe, expect, it } from 'vitest';
import { backendsFor } from './store-backends.ts';

// Which backends the store suites run on: a PostgreSQL-only suite may skip on a laptop without
// PostgreSQL, never in CI.
describe('the store suites’ backends', () => {
  it('are PGlite alone locally without TEST_DATABASE_URL', () => {
    expect(backendsFor({}).map((backend) => backend.name)).toEqual(['PGlite']);
  });

  it('include PostgreSQL in CI without TEST_DATABASE_URL, and opening it fails saying so', async () => {
    const postgres = backendsFor({ CI: 'true' }).find((backend) => backend.name === 'PostgreSQL');
    expect(postgres).toBeDefined();
    await expect(postgres!.open()).rejects.toThrow(/TEST_DATABASE_URL/);
  });
});
