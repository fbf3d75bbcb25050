import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';

// GET /api/admin/zatca-reporting: where the server reports tax invoices, for admins only, and
// never the CSID or its secret. Reporting off ({reportingTo: null}) is seen in the browser
// (tests/e2e/admin-settings-more.e2e.test.ts).
const reporting = { baseUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation', csid: 'the-binary-security-token', secret: 'the-csid-secret' };

describe('ZATCA reporting configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessWithAdmin({ config: { zatcaReporting: reporting } });
    await registerCustomer(h, 'customer');
  });
  afterAll(() => h.close());

  it('given reporting configured, when an admin asks, then the answer is the base URL and holds neither the CSID nor its secret', async () => {
    const answer = await h.request('/api/admin/zatca-reporting', { client: 'admin' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ reportingTo: reporting.baseUrl });
    expect(JSON.stringify(answer.body)).not.toMatch(/binary-security-token|csid-secret/);
  });

  it('given a customer or a visitor, when they ask, then they are refused', async () => {
    expect((await h.request('/api/admin/zatca-reporting', { client: 'customer' })).status).toBe(403);
    expect((await h.request('/api/admin/zatca-reporting', { client: 'visitor' })).status).toBe(401);
  });
});
