import { describe, expect, it } from 'vitest';
import { invoicesSearch } from '../../src/features/admin/invoices/invoices-search.ts';

// The Invoices tab's status filter in the admin dashboard's URL, checked at the route's edge:
// a reporting status the tab knows is kept, anything else shows every document.
describe("the Invoices tab's status in the URL", () => {
  it.each(['reported', 'warning', 'rejected', 'waiting', 'off'])('given %s, when read, then the tab filters by it', (reporting) => {
    expect(invoicesSearch({ reporting })).toEqual({ reporting });
  });

  it.each([undefined, 'all', 'unavailable', 'Rejected', 3, '<img src=x>'])('given %s, when read, then no filter is kept', (reporting) => {
    expect(invoicesSearch({ reporting })).toEqual({});
  });
});
